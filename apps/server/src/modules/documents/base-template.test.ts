import { describe, expect, it } from 'vitest';
import PizZip from 'pizzip';
import { BASE_TEMPLATES, type BaseTemplateKey } from '@syna/contracts/document-templates';
import { baseTemplateEndpoints, documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { storedFiles } from '../../../test/support/stored-files.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const world = useTwoFirms({ name: 'inspector', roles: ['user'] });

const tenant = () => ({ params: { tenant: world.firm.id } });
/** The path of a base template; a test may name one that does not exist. */
const base = (key: string) => ({ params: { tenant: world.firm.id, key: key as BaseTemplateKey } });

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
    '{#seriousFindings}',
    '{#investigations}',
    '{assignment.number}',
    '{assignment.date}',
    '{assignment.address}',
    '{assignment.inspector}',
    'Parter',
    '{#contacts}{role}',
    'Fastighetsuppgifter',
    '{form.fastighetsuppgifter.byggnadsar}',
    'Besiktningens omfattning',
    'I besiktningen ingår inte',
    'Förstörande ingrepp',
    '{#objects}',
    '{#remarks}',
    '{number} {title}',
    '{grade}',
    '{category}',
    '{location}',
    '{text}',
    '{recommendation}',
    '{investigation}',
    '{costEstimate}',
    '{#photoRows}',
    '{%image}',
    'Riskanalys och rekommendation om fortsatt teknisk undersökning',
    '{#form.riskanalys.risker}',
    '{omrade}',
    '{bedomning}',
    '{report.furtherInvestigation}',
  ],
  orderbekraftelse: [
    'Orderbekräftelse',
    '{assignment.orderNumber}',
    '{customer.name}',
    '{assignment.number}',
    '{assignment.type}',
    '{assignment.date}',
    '{assignment.startTime}{#assignment.stopTime}–{assignment.stopTime}{/assignment.stopTime}',
    '{assignment.address}',
    '{firm.name}',
  ],
  fakturaunderlag: [
    'Fakturaunderlag',
    '{assignment.orderNumber}',
    '{assignment.number}',
    '{customer.name}',
    '{report.date}',
    '{#price.rows}{description}',
    '{amount}{/price.rows}',
    'Att betala',
    '{price.gross}',
    '{firm.name}',
  ],
};

describe('base templates', () => {
  it('are listed to everyone who reads templates, with a description in Swedish and English each', async () => {
    const list = await world.as(world.inspector).ok(baseTemplateEndpoints.list, tenant());
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
      const download = await world.as(world.inspector).send(baseTemplateEndpoints.download, base(key));
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(DOCX);
      expect(download.headers['content-disposition']).toContain(encodeURIComponent(filename));
      const text = bodyText(download.rawPayload);
      for (const needle of expected[key]!) expect(text, `${key}: ${needle}`).toContain(needle);
    }
  });

  it('are copied by an administrator into the firm’s own templates, to download and replace', async () => {
    const before = (await storedFiles(world.app)).length;
    const copy = await world.as(world.owner).ok(baseTemplateEndpoints.copy, base('overlatelsebesiktning'));
    expect(copy).toMatchObject({
      name: 'Överlåtelsebesiktning',
      filename: 'Överlåtelsebesiktning.docx',
      unknownFields: [],
      updatedBy: { name: world.owner.name },
    });
    expect((await storedFiles(world.app)).length).toBe(before + 1);
    const list = await world.as(world.inspector).ok(documentTemplateEndpoints.list, tenant());
    expect(list.items.map((item) => item.id)).toContain(copy.id);

    const original = await world
      .as(world.owner)
      .send(baseTemplateEndpoints.download, base('overlatelsebesiktning'));
    const own = await world.as(world.owner).send(documentTemplateEndpoints.download, {
      params: { tenant: world.firm.id, id: copy.id },
    });
    expect(own.rawPayload.equals(original.rawPayload)).toBe(true);

    // A second copy is a second template: the firm may keep variants side by side.
    const second = await world.as(world.owner).ok(baseTemplateEndpoints.copy, base('overlatelsebesiktning'));
    expect(second.id).not.toBe(copy.id);
  });

  it('are copied by administrators only; an unknown key is refused', async () => {
    const before = await world.as(world.owner).ok(documentTemplateEndpoints.list, tenant());
    expect(
      (await world.as(world.inspector).send(baseTemplateEndpoints.copy, base('fakturaunderlag'))).statusCode,
    ).toBe(403);
    const unknown = await world.as(world.owner).send(baseTemplateEndpoints.copy, base('../../package.json'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errors: { 'params.key': ['Grundmallen finns inte'] } });
    expect((await world.as(world.owner).send(baseTemplateEndpoints.download, base('okand'))).statusCode).toBe(
      400,
    );
    expect(await world.as(world.owner).ok(documentTemplateEndpoints.list, tenant())).toEqual(before);
  });
});
