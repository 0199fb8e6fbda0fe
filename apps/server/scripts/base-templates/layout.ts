import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type FileChild,
} from 'docx';

/**
 * The look the base templates share, and the few shapes they are made of. docxtemplater reads a
 * tag only when it stands inside one text run, and a loop or picture tag only alone in its
 * paragraph: so every piece of text here is one run, and `loopStart`/`loopEnd`/`picture` give
 * those tags a paragraph of their own.
 */

const ACCENT = '1F4E79';
const MUTED = '595959';
const RULE = 'BFBFBF';

/** One run of text; `{tags}` inside stay whole, as Word needs them to. */
export const run = (text: string, options: { bold?: boolean; italics?: boolean; color?: string } = {}) =>
  new TextRun({ text, ...options });

/** A paragraph of runs: strings are plain runs. */
export const para = (...parts: (string | TextRun)[]) =>
  new Paragraph({ children: parts.map((part) => (typeof part === 'string' ? run(part) : part)) });

/** A paragraph inside a table cell: the cell's margins already space the rows. */
const cellPara = (part: string | TextRun) =>
  new Paragraph({ children: [typeof part === 'string' ? run(part) : part], spacing: { after: 0 } });

/** A bold label and its value, in two runs: "Plats: {location}". */
export const labelled = (label: string, value: string) => para(run(`${label}: `, { bold: true }), run(value));

export const heading1 = (text: string, pageBreakBefore = false) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_1, pageBreakBefore, keepNext: true });
export const heading2 = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_2, keepNext: true });
export const heading3 = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.HEADING_3, keepNext: true });

export const bullet = (text: string) => new Paragraph({ children: [run(text)], bullet: { level: 0 } });

/** `{#key}` or `{^key}` (when the list is empty) alone in its paragraph, so the loop repeats whole paragraphs. */
export const loopStart = (key: string, inverted = false) => para(`{${inverted ? '^' : '#'}${key}}`);
export const loopEnd = (key: string) => para(`{/${key}}`);

/**
 * A line printed only when its value is written: `{#key}` over a blank text prints nothing, so no
 * label stands alone in the report.
 */
export const whenWritten = (key: string, ...lines: (Paragraph | Table)[]) => [
  loopStart(key),
  ...lines,
  loopEnd(key),
];

/** A picture tag (`{%firm.logo}`) alone in its paragraph, as the image module requires. */
export const picture = (key: string, alignment: 'left' | 'center' = 'left') =>
  new Paragraph({
    children: [run(`{%${key}}`)],
    alignment: alignment === 'center' ? AlignmentType.CENTER : AlignmentType.LEFT,
  });

const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' } as const;
const LINE = { style: BorderStyle.SINGLE, size: 4, color: RULE } as const;
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };

const cell = (children: Paragraph[], width: number, options: { shade?: boolean; borders?: boolean } = {}) =>
  new TableCell({
    children,
    width: { size: width, type: WidthType.PERCENTAGE },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    borders: options.borders ? { top: LINE, bottom: LINE, left: NO_BORDER, right: NO_BORDER } : NO_BORDERS,
    ...(options.shade ? { shading: { type: ShadingType.CLEAR, fill: 'DEEAF6', color: 'auto' } } : {}),
  });

/**
 * Label–value pairs as a borderless two-column table: the facts of a cover or a confirmation. A
 * row is left out where its value's first field is blank (a loop over the field, opened in the
 * label's cell and closed in the value's, repeats the row once or not at all), so that no label
 * stands alone.
 */
export function facts(rows: readonly (readonly [label: string, value: string])[]): Table {
  const firstField = (value: string) => /\{([\w.]+)\}/.exec(value)?.[1];
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(([label, value]) => {
      const key = firstField(value);
      return new TableRow({
        children: [
          cell([cellPara(run(key ? `{#${key}}${label}` : label, { bold: true, color: MUTED }))], 35),
          cell([cellPara(key ? `${value}{/${key}}` : value)], 65),
        ],
      });
    }),
  });
}

/**
 * A table with a shaded header row and ruled rows. A row whose cells open and close a loop
 * (`{#contacts}{role}` … `{phone}{/contacts}`) is repeated for every item.
 */
export function grid(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  widths: readonly number[],
  options: { boldLastRows?: number } = {},
): Table {
  const bold = (index: number) => index >= rows.length - (options.boldLastRows ?? 0);
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: headers.map((header, index) =>
          cell([cellPara(run(header, { bold: true }))], widths[index]!, { shade: true, borders: true }),
        ),
      }),
      ...rows.map(
        (row, rowIndex) =>
          new TableRow({
            children: row.map((text, index) =>
              cell([cellPara(run(text, { bold: bold(rowIndex) }))], widths[index]!, { borders: true }),
            ),
          }),
      ),
    ],
  });
}

/**
 * Photos two abreast: a borderless table whose one row repeats for every item of `rowsKey`, its
 * cells showing the item's `left` and `right` photo (each a picture and a caption line, `caption`
 * paragraphs), a cell left empty where a photo is absent.
 */
export function pictureRows(rowsKey: string, caption: () => Paragraph[]): Table {
  const photo = (side: 'left' | 'right', first: string, last: string) =>
    cell(
      [
        cellPara(run(`${first}{#${side}}`)),
        picture('image', 'center'),
        ...caption(),
        cellPara(run(`{/${side}}${last}`)),
      ],
      50,
    );
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        cantSplit: true,
        children: [photo('left', `{#${rowsKey}}`, ''), photo('right', '', `{/${rowsKey}}`)],
      }),
    ],
  });
}

/** An empty line between blocks. */
export const gap = () => new Paragraph({});

/**
 * A Word document in the templates' style: A4, the firm and `title` in the header, the page
 * number in the footer.
 */
export async function wordDocument(title: string, children: FileChild[]): Promise<Buffer> {
  const document = new Document({
    creator: 'Syna',
    title,
    description: 'Grundmall för Syna. Taggarna inom klammerparenteser fylls i när dokumentet skapas.',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: 22 },
          paragraph: { spacing: { after: 120, line: 276, lineRule: LineRuleType.AUTO } },
        },
        title: { run: { font: 'Calibri', size: 44, bold: true, color: ACCENT } },
        heading1: {
          run: { font: 'Calibri', size: 32, bold: true, color: ACCENT },
          paragraph: { spacing: { before: 360, after: 160 } },
        },
        heading2: {
          run: { font: 'Calibri', size: 26, bold: true, color: ACCENT },
          paragraph: { spacing: { before: 280, after: 120 } },
        },
        heading3: {
          run: { font: 'Calibri', size: 23, bold: true, color: '262626' },
          paragraph: { spacing: { before: 200, after: 80 } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1418, bottom: 1134, left: 1304, right: 1304, header: 567, footer: 567 },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [run('{firm.name}', { color: MUTED }), run(` · ${title}`, { color: MUTED })],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    color: MUTED,
                    children: [
                      // The firm's address and e-mail, each only where the firm has given it.
                      '{#firm.address}{firm.address} · {/firm.address}{#firm.email}{firm.email} · {/firm.email}Sida ',
                      PageNumber.CURRENT,
                      ' av ',
                      PageNumber.TOTAL_PAGES,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}

/** The title of a document, large and in the accent colour. */
export const title = (text: string) =>
  new Paragraph({ text, heading: HeadingLevel.TITLE, spacing: { after: 240 } });
