import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import PizZip from 'pizzip';
import { BASE_TEMPLATES, type BaseTemplateKey } from '@syna/contracts/document-templates';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { callerFactory, type ApiCaller } from '../../../test/support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from '../../../test/support/factories.ts';
import { storedFiles } from '../../../test/support/stored-files.ts';
import { createTestApp } from '../../../test/support/test-app.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let app: FastifyInstance;
let as: (user: TestUser | null) => ApiCaller;
let admin: TestUser;
let inspector: TestUser;
let firm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  as = callerFactory(app);
  admin = await buildUser(app, { name: 'Agnes Admin' });
  inspector = await buildUser(app, { name: 'Ivar Inspektör' });
  firm = await buildTenant(app, admin, { members: [{ user: inspector, roles: ['user'] }] });
});
afterAll(async () => app?.close());

const tenant = () => ({ params: { tenant: firm.id } });
/** The path of a base template; a test may name one that does not exist. */
const base = (key: string) => ({ params: { tenant: firm.id, key: key as BaseTemplateKey } });

/** The text of a Word file's body, its runs joined: what Word shows, tags as written. */
const bodyText = (bytes: Buffer) =>
  [
    ...new PizZip(bytes)
      .file('word/document.xml')!
      .asText()
      .matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g),
  ]
    .map((run) => run[1])
    .join('');

/** What each base template must say, and the tags it must fill. */
const expected: Record<string, string[]> = {
  overlatelsebesiktning: [
    'Besiktningsprotokoll – överlåtelsebesiktning',
    '{%firm.logo}',
    '{assignment.number}',
    '{assignment.date}',
    '{assignment.address}',
    '{assignment.inspector}',
    'Parter',
    '{#contacts}{role}',
    'Besiktningens omfattning',
    'I besiktningen ingår inte',
    'Förstörande ingrepp',
    '{#objects}',
    '{#remarks}',
    '{title}',
    '{category}',
    '{location}',
    '{text}',
    '{recommendation}',
    '{#images}',
    '{%image}',
    'Riskanalys och rekommendation om fortsatt teknisk undersökning',
    '{report.riskAnalysis}',
    '{report.furtherInvestigation}',
  ],
  orderbekraftelse: [
    'Orderbekräftelse',
    '{assignment.orderNumber}',
    '{customer.name}',
    '{assignment.number}',
    '{assignment.type}',
    '{assignment.date}',
    '{assignment.startTime}–{assignment.stopTime}',
    '{assignment.address}',
    '{firm.name}',
  ],
  fakturaunderlag: [
    'Fakturaunderlag',
    '{assignment.orderNumber}',
    '{assignment.number}',
    '{customer.name}',
    '{report.date}',
    'Belopp (kr)',
    'Moms 25 %',
    'Att betala',
    '{firm.name}',
  ],
};

describe('base templates', () => {
  it('are listed to everyone who reads templates, with a description in Swedish and English each', async () => {
    const list = await as(inspector).ok(baseTemplateEndpoints.list, tenant());
    expect(list.items.map((item) => item.key)).toEqual([
      'overlatelsebesiktning',
      'orderbekraftelse',
      'fakturaunderlag',
    ]);
    expect(list.items[0]).toMatchObject({
      name: 'Överlåtelsebesiktning',
      filename: 'Överlåtelsebesiktning.docx',
    });
    for (const { description } of list.items) {
      expect(description.sv.length).toBeGreaterThan(20);
      expect(description.en.length).toBeGreaterThan(20);
    }
  });

  it('download as Word files holding their headings and tags', async () => {
    for (const { key, filename } of BASE_TEMPLATES) {
      const download = await as(inspector).send(baseTemplateEndpoints.download, base(key));
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(DOCX);
      expect(download.headers['content-disposition']).toContain(encodeURIComponent(filename));
      const text = bodyText(download.rawPayload);
      for (const needle of expected[key]!) expect(text, `${key}: ${needle}`).toContain(needle);
    }
  });

  it('are copied by an administrator into the firm’s own templates, to download and replace', async () => {
    const before = (await storedFiles(app)).length;
    const copy = await as(admin).ok(baseTemplateEndpoints.copy, base('overlatelsebesiktning'));
    expect(copy).toMatchObject({
      name: 'Överlåtelsebesiktning',
      filename: 'Överlåtelsebesiktning.docx',
      unknownFields: [],
      updatedBy: { name: 'Agnes Admin' },
    });
    expect((await storedFiles(app)).length).toBe(before + 1);
    const list = await as(inspector).ok(documentTemplateEndpoints.list, tenant());
    expect(list.items.map((item) => item.id)).toContain(copy.id);

    const original = await as(admin).send(baseTemplateEndpoints.download, base('overlatelsebesiktning'));
    const own = await as(admin).send(documentTemplateEndpoints.download, {
      params: { tenant: firm.id, id: copy.id },
    });
    expect(own.rawPayload.equals(original.rawPayload)).toBe(true);

    // A second copy is a second template: the firm may keep variants side by side.
    const second = await as(admin).ok(baseTemplateEndpoints.copy, base('overlatelsebesiktning'));
    expect(second.id).not.toBe(copy.id);
  });

  it('are copied by administrators only; an unknown key is refused', async () => {
    const before = await as(admin).ok(documentTemplateEndpoints.list, tenant());
    expect((await as(inspector).send(baseTemplateEndpoints.copy, base('fakturaunderlag'))).statusCode).toBe(
      403,
    );
    const unknown = await as(admin).send(baseTemplateEndpoints.copy, base('../../package.json'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { 'params.key': ['Grundmallen finns inte'] } });
    expect((await as(admin).send(baseTemplateEndpoints.download, base('okand'))).statusCode).toBe(400);
    expect(await as(admin).ok(documentTemplateEndpoints.list, tenant())).toEqual(before);
  });
});
