import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Event } from '@syna/contracts/events';
import type { FeatureT } from '@/lib/i18n/feature-translation';
import { initI18n } from '@/lib/i18n/i18n';
import { en } from './texts.en';
import { eventSentence } from './event-sentence';
import type { sv as svTexts } from './texts';

const event = (overrides: Partial<Event>): Event => ({
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-24T09:00:00.000Z',
  actor: { id: '00000000-0000-4000-8000-000000000002', name: 'Anna Berg' },
  action: 'update',
  record: { type: 'inspections', id: 'a1', label: '2026-0007' },
  changes: [],
  method: 'PUT',
  route: '/v1/inspections/inspections/:id/status',
  target: 'a1',
  address: '10.0.0.1',
  ...overrides,
});

async function sentences(language: 'sv' | 'en') {
  // The texts register their namespace when loaded, which needs i18next started first.
  initI18n();
  await import('./texts');
  i18next.addResourceBundle('en', 'admin', en, true, true);
  const t = i18next.getFixedT(language, 'admin' as 'translation') as unknown as FeatureT<typeof svTexts>;
  return (of: Partial<Event>) => {
    const sentence = eventSentence(event(of), t, 'norrbesikt');
    return { text: `${sentence.before}${sentence.record}${sentence.after}`, href: sentence.href };
  };
}

describe('the events log’s sentences', () => {
  it('names who changed which record, linked, and the status from and to', async () => {
    const sv = await sentences('sv');
    expect(sv({ changes: [{ field: 'status', from: 'Ny', to: 'Bokad' }] })).toEqual({
      text: 'Anna Berg ändrade status på uppdrag 2026-0007 från Ny till Bokad',
      href: '/norrbesikt/inspections/a1',
    });
    expect(sv({ action: 'create', record: { type: 'contact', id: 'c1', label: 'Nora Notis' } })).toEqual({
      text: 'Anna Berg skapade kontakten Nora Notis',
      href: '/norrbesikt/contact/c1',
    });
    const english = await sentences('en');
    expect(english({ changes: [{ field: 'status', from: null, to: 'Booked' }] }).text).toBe(
      'Anna Berg changed the status of assignment 2026-0007 from none to Booked',
    );
  });

  it('links no removed record, and reads an undescribed or older event generally', async () => {
    const sv = await sentences('sv');
    expect(sv({ action: 'delete', record: { type: 'documents', id: 'd1', label: 'Protokoll' } })).toEqual({
      text: 'Anna Berg tog bort dokumentmallen Protokoll',
      href: null,
    });
    expect(sv({ record: { type: 'inspections', id: null, label: null } })).toEqual({
      text: 'Anna Berg ändrade ett uppdrag',
      href: null,
    });
    expect(sv({ actor: null, action: 'create', record: { type: null, id: null, label: null } }).text).toBe(
      'En kund på den publika sidan skapade något',
    );
  });
});
