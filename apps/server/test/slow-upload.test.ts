import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { JSON_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { endpointUrl } from '@syna/contracts/endpoints/endpoint-url';
import { buildCompany, pdfFile, storedContacts } from '../src/modules/contacts/contact-test-helpers.ts';
import { callerFactory, type ApiCaller } from './support/api-client.ts';
import { buildTenant, buildUser, type TestUser } from './support/factories.ts';
import { multipartBody } from './support/multipart-body.ts';
import { createTestApp } from './support/test-app.ts';

/**
 * A member who uploads slowly holds no transaction: on the embedded database (one session) every
 * firm would otherwise wait for the upload to end, and on PostgreSQL a few of them would empty the
 * pool. JSON routes take bodies their schemas need, not the upload limit.
 */
describe('request bodies and transactions', () => {
  let app: FastifyInstance;
  let uploader: TestUser;
  let owner: ApiCaller;
  let firm: { id: string };
  let otherFirm: { id: string };
  let otherOwner: ApiCaller;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    uploader = await buildUser(app);
    firm = await buildTenant(app, uploader);
    owner = callerFactory(app)(uploader);
    const someoneElse = await buildUser(app);
    otherFirm = await buildTenant(app, someoneElse);
    otherOwner = callerFactory(app)(someoneElse);
  });
  afterAll(() => app.close());

  it('serves other requests, in any firm, while an upload trickles in', async () => {
    const contact = await buildCompany(owner, firm);
    const body = await multipartBody([pdfFile('Långsam.pdf')]);
    const { port } = app.server.address() as AddressInfo;
    let trickle = (): unknown => undefined;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: endpointUrl(contactEndpoints.uploadFile, { params: { tenant: firm.id, id: contact.id } }),
          headers: {
            ...uploader.auth,
            'content-type': body.contentType,
            'content-length': body.bytes.length,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        },
      );
      request.on('error', reject);
      // Half the body now, the rest after the other requests have been answered.
      request.write(body.bytes.subarray(0, body.bytes.length / 2));
      trickle = () => request.end(body.bytes.subarray(body.bytes.length / 2));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    for (const [caller, tenant] of [
      [owner, firm.id],
      [otherOwner, otherFirm.id],
    ] as const) {
      const startedAt = Date.now();
      const write = await caller.send(contactEndpoints.create, {
        params: { tenant },
        body: { type: 'company', companyName: 'Under tiden AB' },
      });
      expect(write.statusCode).toBe(201);
      expect(Date.now() - startedAt).toBeLessThan(2_000);
    }

    trickle();
    const uploaded = await answer;
    expect(uploaded.status, uploaded.body).toBe(201);
    const files = await owner.ok(contactEndpoints.files, { params: { tenant: firm.id, id: contact.id } });
    expect(files.items.map((file) => file.filename)).toEqual(['Långsam.pdf']);
  });

  it('refuses a JSON body over its limit with 413 and stores nothing', async () => {
    const before = await storedContacts(app, firm.id);
    const response = await owner.send(contactEndpoints.create, {
      params: { tenant: firm.id },
      body: { type: 'company', companyName: 'Stor AB', description: 'x'.repeat(JSON_BODY_MAX_BYTES) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await storedContacts(app, firm.id)).toEqual(before);
  });
});
