import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, CSV_START } from './csv.ts';

describe('csvCell', () => {
  it('neutralises every cell a spreadsheet would read as a formula', () => {
    for (const formula of ['=1+1', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1', '=HYPERLINK("x")']) {
      expect(csvCell(formula).replace(/^"|"$/g, ''), JSON.stringify(formula)).toMatch(/^'/);
    }
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+46 70 123 45 67')).toBe("'+46 70 123 45 67");
  });

  it('leaves other text alone and quotes separators, quotes and line breaks', () => {
    expect(csvCell('Karin Köpsson')).toBe('Karin Köpsson');
    expect(csvCell('070-123 45 67')).toBe('070-123 45 67');
    expect(csvCell(null)).toBe('');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('sa "hej"')).toBe('"sa ""hej"""');
    expect(csvCell('rad 1\nrad 2')).toBe('"rad 1\nrad 2"');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
  });
});

describe('csvLine', () => {
  it('joins the cells with ; and ends the line with CRLF, after a byte order mark at the start of the file', () => {
    expect(CSV_START + csvLine(['A', 'B']) + csvLine(['1', null])).toBe('\uFEFFA;B\r\n1;\r\n');
  });
});
