import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';

let app: FastifyInstance;
let owner: TestUser;
let firm: { id: string };

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  firm = await buildTenant(app, owner);
});
afterAll(async () => app?.close());

const english = { 'accept-language': 'en-GB,en;q=0.9,sv;q=0.5' };

describe('problems in the language the client asks for', () => {
  it('answers a missing contact in English to an English client', async () => {
    const url = `/${firm.id}/v1/contact/${randomUUID()}`;
    const response = await app.inject({ method: 'GET', url, headers: { ...owner.auth, ...english } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Not found',
      status: 404,
      detail: 'The contact does not exist',
      instance: url,
    });
  });

  it('answers in Swedish, word for word as before, without the header or when Swedish comes first', async () => {
    const url = `/${firm.id}/v1/contact/${randomUUID()}`;
    for (const headers of [owner.auth, { ...owner.auth, 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.8' }]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-language']).toBe('sv');
      expect(response.body).toBe(
        JSON.stringify({
          type: 'about:blank',
          title: 'Hittades inte',
          status: 404,
          detail: 'Kontakten finns inte',
          instance: url,
        }),
      );
    }
  });

  it('gives the field messages of a refused body in English', async () => {
    const payload = { type: 'company', companyName: '', email: 'inte-en-adress', tags: ['', 'kund'] };
    const url = `/${firm.id}/v1/contact`;
    const refused = await app.inject({
      method: 'POST',
      url,
      headers: { ...owner.auth, ...english },
      payload,
    });
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

    const swedish = await app.inject({ method: 'POST', url, headers: owner.auth, payload });
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
    const url = `/${firm.id}/v1/inspections/types`;
    const name = `Överlåtelsebesiktning ${randomUUID().slice(0, 4)}`;
    expect(
      (await app.inject({ method: 'POST', url, headers: owner.auth, payload: { name } })).statusCode,
    ).toBe(201);
    const taken = await app.inject({
      method: 'POST',
      url,
      headers: { ...owner.auth, ...english },
      payload: { name },
    });
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

    const anonymous = await app.inject({
      method: 'GET',
      url: `/${firm.id}/v1/contact/${randomUUID()}`,
      headers: english,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ title: 'Not logged in', detail: 'You are not logged in' });
  });
});
