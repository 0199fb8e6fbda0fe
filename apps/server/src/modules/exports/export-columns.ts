import type { Language } from '@syna/contracts/constants';
import type { ExportCell, ExportTable } from '../../platform/export/table-export.ts';

// A list's export declares its columns once, in one shape: the header in each language, what a
// cell holds, and its value. The export job turns them into the table of the reader's language.

/** A text in each language the product speaks. */
export type InEachLanguage = Record<Language, string>;

/** What a column's cells hold, and the value a row gives for each. */
interface ColumnValues {
  text: string | null;
  number: number | null;
  /** A calendar date, `YYYY-MM-DD`: a date in a workbook. */
  date: string | null;
  /** A moment: a date and time in Swedish wall-clock time in a workbook. */
  moment: string | Date | null;
}

export type ExportColumnType = keyof ColumnValues;

/** One column of a list's export. */
export type ListExportColumn<Row> = {
  [Type in ExportColumnType]: {
    header: InEachLanguage;
    type: Type;
    /** The row's value; `language` for values that are words (an order's status). */
    value(row: Row, language: Language): ColumnValues[Type];
    /** The column's width in characters in a workbook; the table's default when not given. */
    width?: number;
  };
}[ExportColumnType];

/** A header from the labels the screens use, in each language (`labels.fields.number`). */
export function headerOf<Labels extends Record<Language, unknown>>(
  labels: Labels,
  text: (labels: Labels[Language]) => string,
): InEachLanguage {
  return { sv: text(labels.sv), en: text(labels.en) };
}

function cellOf<Row>(column: ListExportColumn<Row>, row: Row, language: Language): ExportCell {
  switch (column.type) {
    case 'date': {
      const date = column.value(row, language);
      return date === null ? null : { date };
    }
    case 'moment': {
      const moment = column.value(row, language);
      return moment === null ? null : { moment };
    }
    default:
      return column.value(row, language);
  }
}

/** The table of a list's export in the reader's language. */
export function exportTable<Row>(
  sheetName: InEachLanguage,
  columns: readonly ListExportColumn<Row>[],
  language: Language,
): ExportTable<Row> {
  return {
    sheetName: sheetName[language],
    columns: columns.map((column) => ({
      header: column.header[language],
      value: (row: Row) => cellOf(column, row, language),
      ...(column.width === undefined ? {} : { width: column.width }),
    })),
  };
}
