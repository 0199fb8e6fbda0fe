import { describe, expect, it } from 'vitest';
import { contactEndpoints } from './endpoints/contacts.ts';
import { contentEndpoints } from './endpoints/content.ts';
import { endpointPath } from './endpoints/endpoint-url.ts';
import { inspectionEndpoints } from './endpoints/inspections.ts';
import { attachmentTenant, notificationCreateSchema } from './notification.ts';

const id = '7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const fileId = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d';

describe('a notification’s attachment', () => {
  it('is a file the API serves to the firm’s members, and names the firm', () => {
    for (const url of [
      endpointPath(inspectionEndpoints.downloadFile, { tenant: 'norrbesikt', id, fileId }),
      endpointPath(contactEndpoints.downloadFile, { tenant: 'norrbesikt', id, fileId }),
      endpointPath(contentEndpoints.asset, { tenant: 'norrbesikt', name: 'logo-1.png' }),
    ]) {
      expect(attachmentTenant(url), url).toBe('norrbesikt');
    }
  });

  it('is nothing else: not another site, another call, a path that climbs or a query', () => {
    for (const url of [
      'https://evil.example/norrbesikt/v1/content/assets/a.png',
      '//evil.example/norrbesikt/v1/content/assets/a.png',
      '/norrbesikt/v1/content/assets/../../vb/admin/profile',
      '/norrbesikt/v1/content/assets/a.png?variant=thumbnail',
      `/norrbesikt/v1/inspections/inspections/${id}/files`,
      '/norrbesikt/v1/vb/admin/profile',
    ]) {
      expect(attachmentTenant(url), url).toBeNull();
    }
  });
});

describe('a notification’s action', () => {
  const parse = (route: string) =>
    notificationCreateSchema.safeParse({ userId: id, subject: 'Hej', action: { label: 'Öppna', route } });

  it('leads to a page of the app', () => {
    expect(parse('/norrbesikt/order/12').success).toBe(true);
    expect(parse('/main/norrbesikt?view=calendar&date=2026-12-01').success).toBe(true);
  });

  it('never leads to another site', () => {
    for (const route of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a b',
    ]) {
      expect(parse(route).success, route).toBe(false);
    }
  });
});
