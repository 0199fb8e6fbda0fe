import { describe, expect, it } from 'vitest';
import { REPORT_FIELDS } from '@syna/contracts/document-templates';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import type { FormFieldInput, FormScope } from '@syna/contracts/form-fields';
import { docxFile, paragraph } from '../../../test/support/docx-files.ts';
import { DOCX_TYPE } from './document-template.service.ts';
import { BUILDING_YEAR, HEATING, uniqueFormKey } from '../../../test/support/form-factories.ts';
import type { TestUser } from '../../../test/support/factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';

const world = useTwoFirms({ name: 'inspector', roles: ['user'] });

const BALCONIES: FormFieldInput = {
  key: 'balkonger',
  label: { sv: 'Balkonger', en: 'Balconies' },
  type: 'TABLE',
  columns: [
    { key: 'nummer', label: { sv: 'Nummer' }, type: 'INTEGER' },
    { key: 'djup', label: { sv: 'Djup (m)', en: 'Depth (m)' }, type: 'DECIMAL', decimals: 1 },
  ],
};
const RADON: FormFieldInput = { key: 'radon', label: { sv: 'Radonmätning gjord' }, type: 'BOOLEAN' };

async function createForm(
  owner: TestUser,
  tenant: string,
  form: { key: string; sv: string; scope?: FormScope; archived?: boolean; fields: FormFieldInput[] },
) {
  return world.as(owner).ok(formEndpoints.create, {
    params: { tenant },
    body: {
      key: form.key,
      name: { sv: form.sv },
      scope: form.scope ?? 'INSPECTION',
      archived: form.archived ?? false,
      fields: form.fields,
    },
  });
}

const fieldsOf = (user: TestUser) =>
  world.as(user).ok(documentTemplateEndpoints.fields, { params: { tenant: world.firm.id } });

describe('the fields a document template can use', () => {
  it('are the report’s own and every field of the firm’s assignment forms, with tag, label and an example of its type', async () => {
    const key = uniqueFormKey('fastighet');
    await createForm(world.owner, world.firm.id, {
      key,
      sv: 'Fastighetsfakta',
      fields: [BUILDING_YEAR, HEATING, RADON, BALCONIES],
    });

    const fields = await fieldsOf(world.inspector);
    expect(fields.report).toEqual(REPORT_FIELDS);
    const form = fields.forms.find((candidate) => candidate.key === key);
    expect(form).toEqual({
      key,
      name: { sv: 'Fastighetsfakta', en: 'Fastighetsfakta' },
      fields: [
        { key: `form.${key}.byggnadsar`, kind: 'text', sv: 'Byggnadsår', en: 'Year built', example: '1974' },
        // A default is the example; a choice prints its label.
        {
          key: `form.${key}.uppvarmning`,
          kind: 'text',
          sv: 'Uppvärmning',
          en: 'Uppvärmning',
          example: 'Fjärrvärme',
        },
        {
          key: `form.${key}.radon`,
          kind: 'text',
          sv: 'Radonmätning gjord',
          en: 'Radonmätning gjord',
          example: 'Ja',
        },
        {
          key: `form.${key}.balkonger`,
          kind: 'loop',
          sv: 'Balkonger',
          en: 'Balconies',
          example: '',
          fields: [
            { key: 'nummer', kind: 'text', sv: 'Nummer', en: 'Nummer', example: '12' },
            { key: 'djup', kind: 'text', sv: 'Djup (m)', en: 'Depth (m)', example: '12,5' },
          ],
        },
      ],
    });
    // Every firm's standard property form is among them.
    expect(fields.forms.find((candidate) => candidate.key === 'fastighetsuppgifter')?.fields).toContainEqual(
      expect.objectContaining({ key: 'form.fastighetsuppgifter.byggnadsar', kind: 'text' }),
    );
  });

  it('leave out archived forms, forms the report does not print, and another firm’s forms', async () => {
    const archived = uniqueFormKey('arkiverad');
    const ofOrders = uniqueFormKey('order');
    const foreign = uniqueFormKey('annan');
    await createForm(world.owner, world.firm.id, {
      key: archived,
      sv: 'Arkiverad',
      archived: true,
      fields: [RADON],
    });
    await createForm(world.owner, world.firm.id, {
      key: ofOrders,
      sv: 'Beställning',
      scope: 'ORDER',
      fields: [RADON],
    });
    await createForm(world.outsider, world.otherFirm.id, {
      key: foreign,
      sv: 'Annan firma',
      fields: [RADON],
    });

    const keys = (await fieldsOf(world.owner)).forms.map((form) => form.key);
    expect(keys).toContain('fastighetsuppgifter');
    expect(keys).not.toContain(archived);
    expect(keys).not.toContain(ofOrders);
    expect(keys).not.toContain(foreign);
    const theirs = await world
      .as(world.outsider)
      .ok(documentTemplateEndpoints.fields, { params: { tenant: world.otherFirm.id } });
    expect(theirs.forms.map((form) => form.key)).toContain(foreign);

    // An upload is checked against the same list: only the listed form's tag is known.
    const listed = uniqueFormKey('listad');
    await createForm(world.owner, world.firm.id, { key: listed, sv: 'Listad', fields: [RADON] });
    const tags = [listed, archived, ofOrders, foreign].map((form) => `{form.${form}.radon}`);
    const uploaded = await world
      .as(world.owner)
      .ok(documentTemplateEndpoints.create, { params: { tenant: world.firm.id }, body: {} }, [
        {
          name: 'formular.docx',
          type: DOCX_TYPE,
          bytes: docxFile({ paragraphs: [paragraph(tags.join(' '))] }),
        },
      ]);
    expect(uploaded.unknownFields).toEqual([
      `form.${archived}.radon`,
      `form.${ofOrders}.radon`,
      `form.${foreign}.radon`,
    ]);
  });

  it('of another firm answer 403 to a caller who is no member of it', async () => {
    const response = await world
      .as(world.outsider)
      .send(documentTemplateEndpoints.fields, { params: { tenant: world.firm.id } });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('fastighetsuppgifter');
  });
});
