import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { emailTemplateEndpoints } from '@syna/contracts/endpoints/email';
import { formEndpoints } from '@syna/contracts/endpoints/forms';
import { recordFormEndpoints } from '@syna/contracts/endpoints/record-forms';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import {
  buildInspectionLookups,
  firmLookups,
  postInspection,
  readRows,
} from '../../../test/support/inspection-factories.ts';
import { useTwoFirms } from '../../../test/support/two-firms.ts';
import { buildPerson } from '../../../test/support/contact-factories.ts';
import { BUILDING_YEAR, HEATING, uniqueFormKey } from '../../../test/support/form-factories.ts';

// The firm's e-mail templates: kept by its administrators, read and rendered by its members with
// an assignment's and a contact's data, in a Liquid that cannot reach out of the text.

const world = useTwoFirms({ name: 'member', roles: ['user'] });
const inFirm = () => ({ tenant: world.firm.id });
const ofTemplate = (id: string, tenant = world.firm.id) => ({ tenant, id });

const templateBody = {
  name: 'Rapport till kund',
  tag: 'rapport',
  subject: 'Besiktning {{ assignment.number }}',
  body: 'Hej {{ contact.firstName }}!\n\nHär kommer rapporten för {{ assignment.address }}.\n\n{{ sender.name }}, {{ firm.name }}',
};
const createTemplate = (body: Partial<typeof templateBody> = {}) =>
  world
    .as(world.owner)
    .ok(emailTemplateEndpoints.create, { params: inFirm(), body: { ...templateBody, ...body } });
const storedTemplates = () =>
  readRows(world.app, world.firm.id, sql`SELECT id, name, subject, body FROM email_templates ORDER BY id`);

/** An assignment at Storgatan 1 in Umeå, and Åsa Öberg in the address book. */
async function assignmentAndContact() {
  const { type } = await firmLookups(world.app, world.firm.id);
  const inspection = await postInspection(world.app, world.firm.id, world.owner.auth, {
    typeId: type.id,
    address: { address: 'Storgatan 1', postalCode: '903 25', city: 'Umeå' },
  });
  const contact = await buildPerson(world.as(world.owner), world.firm);
  return { inspection, contact };
}

describe('e-mail templates', () => {
  it('are created, listed by tag, read, changed in part and deleted by an administrator', async () => {
    const created = await createTemplate();
    expect(created).toMatchObject({ ...templateBody, id: expect.any(String) });
    const other = await createTemplate({ name: 'Bokningsbekräftelse', tag: 'bokning' });
    const all = await world.as(world.member).ok(emailTemplateEndpoints.list, { params: inFirm(), query: {} });
    expect(all.items.map((item) => item.id)).toEqual(expect.arrayContaining([created.id, other.id]));
    const tagged = await world.as(world.member).ok(emailTemplateEndpoints.list, {
      params: inFirm(),
      query: { tag: 'bokning' },
    });
    expect(tagged.items.map((item) => item.id)).toEqual([other.id]);
    expect(
      await world.as(world.member).ok(emailTemplateEndpoints.get, { params: ofTemplate(created.id) }),
    ).toEqual(created);

    const changed = await world.as(world.owner).ok(emailTemplateEndpoints.update, {
      params: ofTemplate(created.id),
      body: { subject: 'Rapport {{ assignment.number }}', tag: null },
    });
    expect(changed).toMatchObject({ name: templateBody.name, body: templateBody.body, tag: null });
    expect(changed.subject).toBe('Rapport {{ assignment.number }}');

    await world.as(world.owner).ok(emailTemplateEndpoints.remove, { params: ofTemplate(created.id) });
    const gone = await world
      .as(world.owner)
      .send(emailTemplateEndpoints.get, { params: ofTemplate(created.id) });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Mallen finns inte');
  });

  it('may be read but not written by a member who is no administrator', async () => {
    const before = await storedTemplates();
    const response = await world.as(world.member).send(emailTemplateEndpoints.create, {
      params: inFirm(),
      body: templateBody,
    });
    expect(response.statusCode).toBe(403);
    expect(await storedTemplates()).toEqual(before);
  });

  it('refuses a text that is not valid Liquid or uses an unknown filter, on its field, and writes nothing', async () => {
    const template = await createTemplate();
    const before = await storedTemplates();
    for (const [body, field] of [
      [{ body: 'Hej {% if %}' }, 'body.body'],
      [{ subject: '{{ assignment.number | run_shell }}' }, 'body.subject'],
    ] as const) {
      const created = await world.as(world.owner).send(emailTemplateEndpoints.create, {
        params: inFirm(),
        body: { ...templateBody, ...body },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().errors[field]?.[0]).toMatch(/^Mallen kan inte läsas: /);
      const changed = await world.as(world.owner).send(emailTemplateEndpoints.update, {
        params: ofTemplate(template.id),
        body,
      });
      expect(changed.statusCode).toBe(400);
    }
    const blank = await world.as(world.owner).send(emailTemplateEndpoints.create, {
      params: inFirm(),
      body: { ...templateBody, subject: ' ', body: '' },
    });
    expect(blank.json().errors).toEqual({ 'body.subject': ['Ange ett ämne'], 'body.body': ['Ange en text'] });
    expect(await storedTemplates()).toEqual(before);
  });

  it('answer another firm’s template with 404, for reading, changing, deleting and rendering', async () => {
    const foreign = await world.as(world.outsider).ok(emailTemplateEndpoints.create, {
      params: { tenant: world.otherFirm.id },
      body: templateBody,
    });
    const params = ofTemplate(foreign.id);
    const as = world.as(world.owner);
    expect((await as.send(emailTemplateEndpoints.get, { params })).statusCode).toBe(404);
    expect((await as.send(emailTemplateEndpoints.update, { params, body: { name: 'X' } })).statusCode).toBe(
      404,
    );
    expect((await as.send(emailTemplateEndpoints.remove, { params })).statusCode).toBe(404);
    expect((await as.send(emailTemplateEndpoints.render, { params, body: {} })).statusCode).toBe(404);
    const kept = await world.as(world.outsider).ok(emailTemplateEndpoints.get, {
      params: ofTemplate(foreign.id, world.otherFirm.id),
    });
    expect(kept).toEqual(foreign);
  });
});

describe('rendering a template', () => {
  it('fills in the assignment’s, the contact’s, the sender’s and the firm’s fields', async () => {
    const template = await createTemplate();
    const { inspection, contact } = await assignmentAndContact();
    const rendered = await world.as(world.member).ok(emailTemplateEndpoints.render, {
      params: ofTemplate(template.id),
      body: { inspectionId: inspection.id, contactId: contact.id },
    });
    expect(rendered).toEqual({
      subject: `Besiktning ${inspection.number}`,
      body: `Hej Åsa!\n\nHär kommer rapporten för Storgatan 1, 903 25 Umeå.\n\nVera Medlem, ${world.firm.name}`,
      missingFields: [],
    });
  });

  it('renders a field without a value, or no field at all, empty and lists it', async () => {
    const template = await createTemplate({
      subject: 'Uppdrag {{ assignment.number }} {{ assignment.littera }}',
      body: 'Till {{ kund.namn }}{{ contact.name }}.',
    });
    const { inspection } = await assignmentAndContact();
    const rendered = await world.as(world.member).ok(emailTemplateEndpoints.render, {
      params: ofTemplate(template.id),
      body: { inspectionId: inspection.id },
    });
    expect(rendered.subject).toBe(`Uppdrag ${inspection.number}`);
    expect(rendered.body).toBe('Till .');
    expect(rendered.missingFields.sort()).toEqual(['assignment.littera', 'contact.name', 'kund.namn']);
  });

  it('prints the assignment’s form values as its report does, a table one line per row', async () => {
    const key = uniqueFormKey('fastighet');
    const form = await world.as(world.owner).ok(formEndpoints.create, {
      params: inFirm(),
      body: {
        key,
        name: { sv: 'Fastighetsfakta' },
        scope: 'INSPECTION',
        fields: [
          BUILDING_YEAR,
          HEATING,
          { key: 'boyta', label: { sv: 'Boyta' }, type: 'DECIMAL', decimals: 1 },
          { key: 'radon', label: { sv: 'Radon mätt' }, type: 'BOOLEAN' },
          { key: 'besokt', label: { sv: 'Besökt' }, type: 'DATETIME' },
          { key: 'fasad', label: { sv: 'Fasad' }, type: 'TEXT' },
          {
            key: 'balkonger',
            label: { sv: 'Balkonger' },
            type: 'TABLE',
            columns: [
              { key: 'nummer', label: { sv: 'Nummer' }, type: 'INTEGER' },
              { key: 'djup', label: { sv: 'Djup (m)' }, type: 'DECIMAL', decimals: 1 },
            ],
          },
        ],
      },
    });
    const { inspection } = await assignmentAndContact();
    await world.as(world.owner).ok(recordFormEndpoints.writeInspectionForm, {
      params: { ...inFirm(), id: inspection.id, form: form.id },
      body: {
        values: {
          byggnadsar: 1974,
          uppvarmning: 'bergvarme',
          boyta: 142.5,
          radon: false,
          besokt: '2026-11-26T08:30:00Z',
          balkonger: [{ nummer: 1, djup: 1.5 }, { nummer: 2 }],
        },
      },
    });
    const field = (name: string) => `{{ form.${key}.${name} }}`;
    const rendered = await world.as(world.member).ok(emailTemplateEndpoints.render, {
      params: ofTemplate((await createTemplate()).id),
      body: {
        inspectionId: inspection.id,
        draft: {
          subject: `Byggår ${field('byggnadsar')}`,
          body: ['uppvarmning', 'boyta', 'radon', 'besokt', 'fasad', 'balkonger'].map(field).join('|'),
        },
      },
    });
    expect(rendered).toEqual({
      subject: 'Byggår 1974',
      body: 'Bergvärme|142,5|Nej|2026-11-26 09:30||Nummer: 1, Djup (m): 1,5\nNummer: 2',
      missingFields: [`form.${key}.fasad`],
    });
  });

  it('reaches no property the data does not hold itself', async () => {
    const template = await createTemplate();
    const rendered = await world.as(world.owner).ok(emailTemplateEndpoints.render, {
      params: ofTemplate(template.id),
      body: {
        draft: {
          subject: 'x',
          body: '[{{ firm.constructor }}{{ firm.name.constructor.name }}{{ firm.__proto__ }}]',
        },
      },
    });
    expect(rendered.body).toBe('[]');
  });

  it('renders the editor’s unsaved draft in the template’s place', async () => {
    const template = await createTemplate();
    const { inspection } = await assignmentAndContact();
    const rendered = await world.as(world.owner).ok(emailTemplateEndpoints.render, {
      params: ofTemplate(template.id),
      body: {
        inspectionId: inspection.id,
        draft: { subject: 'Nr {{ assignment.number }}', body: '{{ assignment.type | upcase }}' },
      },
    });
    expect(rendered).toMatchObject({ subject: `Nr ${inspection.number}`, body: 'ÖVERLÅTELSEBESIKTNING' });
  });

  it('stops a template that would run too long or take too much memory, and reads no files', async () => {
    const template = await createTemplate();
    for (const [body, detail] of [
      ['{% for i in (1..100000000) %}{{ i }}{% endfor %}', /^Mallen tar för lång tid/],
      [
        '{% assign a = "xxxxxxxxxx" %}{% for i in (1..40) %}{% assign a = a | append: a %}{% endfor %}{{ a }}',
        /^Mallen tar för lång tid/,
      ],
      ['{% include "/etc/passwd" %}', /^Mallen kan inte läsas/],
      ['{% render "../../package.json" %}', /^Mallen kan inte läsas/],
    ] as const) {
      const started = Date.now();
      const response = await world.as(world.owner).send(emailTemplateEndpoints.render, {
        params: ofTemplate(template.id),
        body: { draft: { subject: 'x', body } },
      });
      expect(response.statusCode, body).toBe(400);
      expect(response.json().detail, body).toMatch(detail);
      expect(response.body).not.toContain('root:');
      expect(Date.now() - started).toBeLessThan(3_000);
    }
  });

  it('answers another firm’s assignment or contact with 404', async () => {
    const template = await createTemplate();
    const lookups = await buildInspectionLookups(world.app, world.otherFirm.id);
    const foreign = await postInspection(world.app, world.otherFirm.id, world.outsider.auth, {
      typeId: lookups.type.id,
    });
    const response = await world.as(world.owner).send(emailTemplateEndpoints.render, {
      params: ofTemplate(template.id),
      body: { inspectionId: foreign.id },
    });
    expect(response.statusCode).toBe(404);
    // The assignment is there for its own firm.
    await world
      .as(world.outsider)
      .ok(inspectionEndpoints.get, { params: { tenant: world.otherFirm.id, id: foreign.id } });
  });
});

describe('rendering a customer mail to send by hand', () => {
  const renderReport = (body: object, kind = 'report-sent') =>
    world.as(world.member).send(emailTemplateEndpoints.renderCustomerMail, {
      params: { tenant: world.firm.id, kind: kind as 'report-sent' },
      body: body as never,
    });

  it('fills in the report’s default text, in Swedish or English, with the assignment, contact and sender', async () => {
    const { inspection, contact } = await assignmentAndContact();
    const swedish = (await renderReport({ inspectionId: inspection.id, contactId: contact.id })).json();
    expect(swedish.subject).toBe('Besiktningsprotokoll för Storgatan 1, 903 25 Umeå');
    expect(swedish.body).toContain('Hej Åsa Maria Öberg,');
    expect(swedish.body).toContain('besiktningen av Storgatan 1, 903 25 Umeå (uppdrag');
    expect(swedish.body).toContain(`(uppdrag ${inspection.number}). Protokollet är bifogat som PDF.`);
    expect(swedish.body).toMatch(/Vera Medlem\n.+\n$/);
    const english = (
      await renderReport({ inspectionId: inspection.id, contactId: contact.id, language: 'en' })
    ).json();
    expect(english.subject).toBe('Inspection report for Storgatan 1, 903 25 Umeå');
    expect(english.body).toContain('Dear Åsa Maria Öberg,');
  });

  it('uses the firm’s own template tagged report-sent, and refuses a kind that does not exist', async () => {
    const own = await createTemplate({ name: 'Vårt protokollbrev', tag: 'report-sent' });
    const { inspection, contact } = await assignmentAndContact();
    const rendered = (await renderReport({ inspectionId: inspection.id, contactId: contact.id })).json();
    expect(rendered.subject).toBe(`Besiktning ${inspection.number}`);
    await world.as(world.owner).ok(emailTemplateEndpoints.remove, { params: ofTemplate(own.id) });

    const unknown = await renderReport({ inspectionId: inspection.id }, 'invoice-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'params.kind': ['Okänt slags kundutskick'] });
  });
});
