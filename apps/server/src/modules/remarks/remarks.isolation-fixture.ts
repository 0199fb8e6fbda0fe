import { remarkGradeEndpoints } from '@syna/contracts/endpoints/lookups';
import ExcelJS from 'exceljs';
import { commonRemarkEndpoints } from '@syna/contracts/endpoints/remark-library';
import { remarkTransferEndpoints } from '@syna/contracts/endpoints/remark-transfer';
import { REMARK_WORKBOOK_COLUMNS, REMARK_WORKBOOK_SHEET } from '@syna/contracts/remark-transfer';
import { callerFactory } from '../../../test/support/api-client.ts';
import type { SeedFirm } from '../../../test/support/isolation-fixture.ts';
import {
  addObject,
  addPhoto,
  annotatePhoto,
  addRemark,
  buildInspection,
  jpegFile,
  remarkAt,
} from '../../../test/support/remark-factories.ts';

/**
 * Firm A's remarks for the tenant-isolation walk, with the secret in their texts: an object with
 * a remark of a grade of its own and an uploaded photo with marks (the secret among them), and a
 * saved remark, and a workbook's import preview of one more. (Few rows: the walk tries every id on every route.)
 */
export const seedFirm: SeedFirm = async (app, firm, owner, secret) => {
  const inspection = await buildInspection(app, firm, owner);
  const grade = await callerFactory(app)(owner).ok(remarkGradeEndpoints.create, {
    params: { tenant: firm.id },
    body: { name: `Grad ${secret}`, serious: true },
  });
  const object = await addObject(app, firm, owner, inspection.id, {
    name: `Objekt ${secret}`,
    description: secret,
  });
  const remark = await addRemark(app, firm, owner, inspection.id, object.id, {
    title: `Anmärkning ${secret}`,
    text: secret,
    category: secret,
    location: secret,
    gradeId: grade.id,
    recommendedAction: secret,
    investigate: true,
    investigation: secret,
  });
  const at = remarkAt(firm, inspection.id, object.id, remark.id);
  const photo = await addPhoto(app, owner, at, await jpegFile(`${secret}.jpg`, { width: 64, height: 48 }));
  await annotatePhoto(app, owner, at, photo.id, [
    { shape: 'text', x: 2, y: 2, text: secret, fontSize: 8, color: '#e53935' },
  ]);
  await callerFactory(app)(owner).ok(commonRemarkEndpoints.create, {
    params: { tenant: firm.id },
    body: { title: `Sparad ${secret}`, text: secret, category: secret },
  });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(REMARK_WORKBOOK_SHEET);
  sheet.addRow([...REMARK_WORKBOOK_COLUMNS]);
  sheet.addRow([null, `Importerad ${secret}`, secret, secret, secret]);
  await callerFactory(app)(owner).ok(remarkTransferEndpoints.upload, { params: { tenant: firm.id } }, [
    {
      name: `${secret}.xlsx`,
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      bytes: Buffer.from(await book.xlsx.writeBuffer()),
    },
  ]);
};
