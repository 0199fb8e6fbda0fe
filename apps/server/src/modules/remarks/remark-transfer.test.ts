import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PizZip from 'pizzip';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { remarkTransferEndpoints } from '@syna/contracts/endpoints/remark-transfer';
import {
  REMARK_IMPORT_MAX_BYTES,
  REMARK_IMPORT_MAX_ROWS,
  REMARK_WORKBOOK_COLUMNS,
  REMARK_WORKBOOK_SHEET,
  type RemarkImportPreview,
} from '@syna/contracts/remark-transfer';
import type { CommonRemarkCreate } from '@syna/contracts/remarks';
import { queryRows } from '../../platform/db/database.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { withDeclaredSize } from '../../../test/support/docx-files.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const world = useTwoFirms();

const tenant = (firm = world.firm) => ({ params: { tenant: firm.id } });
const save = (body: CommonRemarkCreate, user = world.owner, firm = world.firm) =>
  world.as(user).ok(commonRemarkEndpoints.create, { ...tenant(firm), body });

async function exportBook(): Promise<Buffer> {
  const response = await world.as(world.owner).send(remarkTransferEndpoints.exportWorkbook, tenant());
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX);
  return response.rawPayload;
}

/** The workbook with its sheet changed by `edit`, as a spreadsheet program would save it. */
async function edited(bytes: Buffer, edit: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  edit(book.getWorksheet(REMARK_WORKBOOK_SHEET)!);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A workbook like the export's with the given rows (id, title, text, category, tags). */
async function workbookOf(rows: (string | null)[][], sheetName = REMARK_WORKBOOK_SHEET): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow([...REMARK_WORKBOOK_COLUMNS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (bytes: Buffer, user: TestUser = world.owner, name = 'anmarkningar.xlsx') =>
  world.as(user).upload(remarkTransferEndpoints.upload, tenant(), [{ name, type: XLSX, bytes }]);

async function preview(bytes: Buffer): Promise<RemarkImportPreview> {
  const response = await upload(bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const apply = (file: string, items?: number[], user = world.owner, firm = world.firm) =>
  world
    .as(user)
    .send(remarkTransferEndpoints.apply, { ...tenant(firm), body: { file, ...(items ? { items } : {}) } });

/** The firm's saved remarks and import previews as stored, to show that nothing was written. */
function storedState() {
  return world.app.database.asSystem(async (tx) => ({
    remarks: await queryRows(
      tx,
      sql`SELECT * FROM common_remarks WHERE tenant_id = ${world.firm.id} ORDER BY id`,
    ),
    imports: await queryRows(tx, sql`SELECT id FROM remark_imports ORDER BY id`),
  }));
}

async function titles(): Promise<string[]> {
  const list = await world
    .as(world.owner)
    .ok(commonRemarkEndpoints.query, { ...tenant(), body: { pageSize: -1 } });
  return list.items.map((item) => item.title);
}

describe('the saved remarks’ workbook', () => {
  it('is exported with an id per row, and imported unchanged it changes nothing', async () => {
    await save({
      title: 'Fuktskada i källare',
      text: 'Förhöjd fuktkvot.\nMät igen.',
      category: 'Fukt',
      tags: ['källare', 'fukt, mögel'],
    });
    await save({ title: 'Bristande ventilation' });
    const bytes = await exportBook();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet(REMARK_WORKBOOK_SHEET)!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...REMARK_WORKBOOK_COLUMNS]);
    expect(sheet.getRow(2).getCell(2).text).toBe('Bristande ventilation');
    // A tag holding a comma is quoted, so it comes back as one tag.
    expect(sheet.getRow(3).getCell(5).text).toBe('källare, "fukt, mögel"');

    const before = await storedState();
    const unchanged = await preview(bytes);
    expect(unchanged.counts).toEqual({ new: 0, changed: 0, unchanged: 2, refused: 0 });
    expect(unchanged.rows.map((row) => row.state)).toEqual(['unchanged', 'unchanged']);
    expect((await apply(unchanged.id)).json()).toEqual({ created: 0, updated: 0 });
    expect((await storedState()).remarks).toEqual(before.remarks);
  });

  it('previews two changed rows and a new one, applies them once, and answers the preview again', async () => {
    const bytes = await edited(await exportBook(), (sheet) => {
      sheet.getRow(2).getCell(3).value = 'Ventilationen är otillräcklig';
      sheet.getRow(3).getCell(2).value = 'Fuktskada i krypgrund';
      sheet.getRow(3).getCell(5).value = 'krypgrund';
      sheet.addRow([null, 'Sprucken takpanna', null, 'Tak', null]);
    });
    const before = await storedState();
    const result = await preview(bytes);
    expect((await storedState()).remarks).toEqual(before.remarks);
    expect(result.counts).toEqual({ new: 1, changed: 2, unchanged: 0, refused: 0 });
    expect(result.rows).toMatchObject([
      { row: 2, state: 'changed', changes: ['text'], text: 'Ventilationen är otillräcklig' },
      { row: 3, state: 'changed', changes: ['title', 'tags'], tags: ['krypgrund'] },
      { row: 4, state: 'new', id: null, title: 'Sprucken takpanna', category: 'Tak', reason: null },
    ]);
    const again = await world
      .as(world.owner)
      .ok(remarkTransferEndpoints.preview, { params: { tenant: world.firm.id, file: result.id } });
    expect(again).toEqual(result);

    expect((await apply(result.id)).json()).toEqual({ created: 1, updated: 2 });
    expect(await titles()).toEqual(['Bristande ventilation', 'Fuktskada i krypgrund', 'Sprucken takpanna']);
    const twice = await apply(result.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ key: 'remarkImport.alreadyApplied' });
    const applied = await world
      .as(world.owner)
      .ok(remarkTransferEndpoints.preview, { params: { tenant: world.firm.id, file: result.id } });
    expect(applied.applied).not.toBeNull();
  });

  it('refuses rows with reasons, writing the others, and applies only the rows named', async () => {
    const foreign = await save({ title: 'Annan firmas anmärkning' }, world.outsider, world.otherFirm);
    const [mine] = (await world.as(world.owner).ok(commonRemarkEndpoints.query, { ...tenant(), body: {} }))
      .items;
    const result = await preview(
      await workbookOf([
        [null, '', 'Text utan rubrik', null, null],
        [null, 'x'.repeat(501), null, null, null],
        [randomUUID(), 'Okänt id', null, null, null],
        [foreign.id, 'Kapad', null, null, null],
        ['inte-ett-id', 'Felaktigt id', null, null, null],
        [mine!.id, 'Ny rubrik', null, null, null],
        [mine!.id, 'Samma id igen', null, null, null],
        [null, 'Ny rad A', null, null, null],
        [null, 'Ny rad B', null, null, null],
      ]),
    );
    expect(result.counts).toEqual({ new: 2, changed: 1, unchanged: 0, refused: 6 });
    const reasons = Object.fromEntries(result.rows.map((row) => [row.row, row.reason]));
    expect(reasons).toMatchObject({
      2: expect.stringMatching(/^Rubrik: /),
      3: 'Rubrik: Högst 500 tecken',
      4: 'Id:t finns inte i företagets anmärkningsbibliotek',
      5: 'Id:t finns inte i företagets anmärkningsbibliotek',
      6: 'Id:t finns inte i företagets anmärkningsbibliotek',
      7: null,
      8: 'Id:t finns redan på rad 7',
    });

    const before = await storedState();
    const refusedRow = await apply(result.id, [2]);
    expect(refusedRow.statusCode).toBe(400);
    expect(refusedRow.json()).toMatchObject({
      errors: { 'body.items': ['Rad 2 är varken ny eller ändrad och kan inte importeras'] },
    });
    expect((await storedState()).remarks).toEqual(before.remarks);

    expect((await apply(result.id, [9])).json()).toEqual({ created: 1, updated: 0 });
    expect(await titles()).toContain('Ny rad A');
    expect(await titles()).not.toContain('Ny rad B');
    expect(await titles()).not.toContain('Ny rubrik');
    const theirs = await world
      .as(world.outsider)
      .ok(commonRemarkEndpoints.query, { ...tenant(world.otherFirm), body: {} });
    expect(theirs.items.map((item) => item.title)).toEqual(['Annan firmas anmärkning']);
  });

  it('answers another firm’s preview as missing', async () => {
    const result = await preview(await workbookOf([[null, 'Hemlig', null, null, null]]));
    const read = await world
      .as(world.outsider)
      .send(remarkTransferEndpoints.preview, { params: { tenant: world.otherFirm.id, file: result.id } });
    expect(read.statusCode).toBe(404);
    const applied = await apply(result.id, undefined, world.outsider, world.otherFirm);
    expect(applied.statusCode).toBe(404);
    expect(applied.json()).toMatchObject({ key: 'remarkImport.previewMissing' });
    expect((await apply(randomUUID())).statusCode).toBe(404);
  });

  describe('refuses a file, writing nothing', () => {
    async function expectRefused(bytes: Buffer, status: number, key: string) {
      const before = await storedState();
      const response = await upload(bytes);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ key });
      expect(await storedState()).toEqual(before);
      return response.json();
    }

    it('with a formula', async () => {
      const bytes = await edited(await workbookOf([[null, 'Rad', null, null, null]]), (sheet) => {
        sheet.getCell('C2').value = { formula: 'B2&"!"' } as ExcelJS.CellFormulaValue;
      });
      const problem = await expectRefused(bytes, 400, 'remarkImport.formula');
      expect(problem).toMatchObject({
        detail: 'Cell C2 innehåller en formel; importera bara värden',
        errors: { 'body.file': ['Cell C2 innehåller en formel; importera bara värden'] },
      });
    });

    it('with macros', async () => {
      const zip = new PizZip(await workbookOf([[null, 'Rad', null, null, null]]));
      zip.file('xl/vbaProject.bin', Buffer.from('makro'));
      await expectRefused(zip.generate({ type: 'nodebuffer' }), 400, 'remarkImport.macros');
    });

    it('that is no workbook, or lacks the sheet or its header', async () => {
      await expectRefused(Buffer.from('Id;Rubrik\n;Text'), 400, 'remarkImport.notXlsx');
      const zip = new PizZip();
      zip.file('hej.txt', 'hej');
      await expectRefused(zip.generate({ type: 'nodebuffer' }), 400, 'remarkImport.notXlsx');
      await expectRefused(await workbookOf([], 'Blad1'), 400, 'remarkImport.noSheet');
      const noHeader = await edited(await workbookOf([]), (sheet) => {
        sheet.getCell('B1').value = 'Titel';
      });
      await expectRefused(noHeader, 400, 'remarkImport.header');
    });

    it('that unpacks past the limit', async () => {
      const bytes = withDeclaredSize(await workbookOf([]), 'xl/workbook.xml', 200 * 1024 * 1024);
      await expectRefused(bytes, 400, 'remarkImport.unpacksTooLarge');
    });

    it('with too many rows', async () => {
      const rows = Array.from({ length: REMARK_IMPORT_MAX_ROWS + 1 }, (_, index) => [
        null,
        `Rad ${index}`,
        null,
        null,
        null,
      ]);
      await expectRefused(await workbookOf(rows), 400, 'remarkImport.tooManyRows');
    });

    it('larger than the limit', async () => {
      await expectRefused(Buffer.alloc(REMARK_IMPORT_MAX_BYTES + 1), 413, 'remarkImport.tooLarge');
    });
  });
});
