import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInputBody } from '@syna/contracts/contacts';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { inspectionTypeEndpoints } from '@syna/contracts/endpoints/lookups';
import type { ApiCaller } from './support/api-client.ts';
import { startWithOneFirm } from './support/one-firm.ts';

let app: FastifyInstance;
let asOwner: ApiCaller;
let asNobody: ApiCaller;
let firm: { id: string };

beforeAll(async () => {
  const started = await startWithOneFirm();
  ({ app, firm } = started);
  asOwner = started.as(started.owner);
  asNobody = started.as(null);
});
afterAll(async () => app?.close());

const english = { 'accept-language': 'en-GB,en;q=0.9,sv;q=0.5' };

/** A contact id that no firm has, and the path that reads it. */
function missingContact() {
  const request = { params: { tenant: firm.id, id: randomUUID() } };
  return { request, url: endpointUrl(contactEndpoints.get, request) };
}

describe('problems in the language the client asks for', () => {
  it('answers a missing contact in English to an English client', async () => {
    const { request, url } = missingContact();
    const response = await asOwner.send(contactEndpoints.get, request, english);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Not found',
      status: 404,
      detail: 'The contact does not exist',
      key: 'addressBook.contactMissing',
      instance: url,
    });
  });

  it('answers in Swedish, with the message’s key, without the header or when Swedish comes first', async () => {
    const { request, url } = missingContact();
    for (const headers of [{}, { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' }] as Record<
      string,
      string
    >[]) {
      const response = await asOwner.send(contactEndpoints.get, request, headers);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-language']).toBe('sv');
      expect(response.body).toBe(
        JSON.stringify({
          type: 'about:blank',
          title: 'Hittades inte',
          status: 404,
          detail: 'Kontakten finns inte',
          key: 'addressBook.contactMissing',
          instance: url,
        }),
      );
    }
  });

  it('gives the field messages of a refused body in English', async () => {
    const create = {
      params: { tenant: firm.id },
      body: {
        type: 'company',
        companyName: '',
        email: 'inte-en-adress',
        tags: ['', 'kund'],
      } as ContactInputBody,
    };
    const refused = await asOwner.send(contactEndpoints.create, create, english);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-language']).toBe('en');
    const problem = refused.json();
    expect(problem).toMatchObject({
      title: 'Bad request',
      detail: 'The request contains invalid values',
      errors: {
        'body.companyName': ['Enter the company name'],
        'body.email': ['Invalid e-mail address'],
        'body.tags.0': ['Empty tag'],
      },
    });

    const swedish = await asOwner.send(contactEndpoints.create, create);
    expect(swedish.json()).toMatchObject({
      title: 'Ogiltig begäran',
      detail: 'Begäran innehåller ogiltiga värden',
      errors: {
        'body.companyName': ['Ange företagsnamn'],
        'body.email': ['Ogiltig e-postadress'],
        'body.tags.0': ['Tom etikett'],
      },
    });
    // The same fields, in the same order, only the words differ.
    expect(Object.keys(swedish.json().errors)).toEqual(Object.keys(problem.errors));
  });

  it('translates a message built from a template, with its values', async () => {
    const create = {
      params: { tenant: firm.id },
      body: { name: `Överlåtelsebesiktning ${randomUUID().slice(0, 4)}` },
    };
    const { name } = create.body;
    expect((await asOwner.send(inspectionTypeEndpoints.create, create)).statusCode).toBe(201);
    const taken = await asOwner.send(inspectionTypeEndpoints.create, create, english);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      title: 'Conflict',
      detail: `Another inspection type is already named ${name}`,
    });
  });

  it('answers an unknown path and a missing sign-in in English too', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/v1/nothing-here?x=1', headers: english });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-language']).toBe('en');
    expect(unknown.json()).toMatchObject({
      title: 'Not found',
      detail: 'The path does not exist: /v1/nothing-here',
    });

    const anonymous = await asNobody.send(contactEndpoints.get, missingContact().request, english);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ title: 'Not logged in', detail: 'You are not logged in' });
  });
});
