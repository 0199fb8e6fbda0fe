import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Inspection, InspectionMetadata } from '@syna/contracts/inspections';
import { waitingChange as kept } from '@/lib/offline/test-changes';
import { applyAnswer, INSPECTION_CHANGE, withChanges } from './offline-changes';
import { inspectionKeys } from './query-keys';

const statuses: InspectionMetadata['statuses'] = [
  { id: 's-open', name: 'Ny', nameEn: 'New', color: '#1565c0', final: false, category: 'new' },
  {
    id: 's-done',
    name: 'Utförd',
    nameEn: 'Performed',
    color: '#2e7d32',
    final: false,
    category: 'performed',
  },
];

/** An assignment as the server answers it, with only the fields these changes touch filled in. */
const assignment = (changes: Partial<Inspection> = {}): Inspection =>
  ({
    id: 'i1',
    number: '2026-0001',
    status: { id: 's-open', name: 'Ny', nameEn: 'New', color: '#1565c0' },
    attributes: { Byggår: 1962, Fastighetsbeteckning: 'Källby 1:2' },
    updated: '2026-11-30T08:00:00Z',
    ...changes,
  }) as Inspection;

describe('withChanges', () => {
  it('shows a status chosen offline with its name and colour from the firm’s statuses', () => {
    const shown = withChanges(
      assignment(),
      [kept(INSPECTION_CHANGE.setStatus, {}, { value: 's-done', confirmed: true })],
      statuses,
    );
    expect(shown.status).toEqual({ id: 's-done', name: 'Utförd', nameEn: 'Performed', color: '#2e7d32' });
  });

  it('keeps the shown status when the firm’s statuses are not on the device', () => {
    const shown = withChanges(assignment(), [kept(INSPECTION_CHANGE.setStatus, {}, { value: 's-done' })], []);
    expect(shown.status?.id).toBe('s-open');
  });

  it('adds, changes and removes attributes in the order they were made', () => {
    const shown = withChanges(
      assignment(),
      [
        kept(INSPECTION_CHANGE.setAttribute, { name: 'Radon' }, { value: 'Mätt, 80 Bq/m³' }),
        kept(INSPECTION_CHANGE.setAttribute, { name: 'Byggår' }, { value: 1964 }),
        kept(INSPECTION_CHANGE.removeAttribute, { name: 'Fastighetsbeteckning' }),
        kept(INSPECTION_CHANGE.setAttribute, { name: 'Radon' }, { value: false }),
      ],
      statuses,
    );
    expect(shown.attributes).toEqual({ Byggår: 1964, Radon: false });
  });

  it('leaves the assignment as it is for changes of its objects', () => {
    const before = assignment();
    expect(withChanges(before, [kept('objects.create', {}, { id: 'o1', name: 'Källare' })], statuses)).toBe(
      before,
    );
  });
});

describe('applyAnswer', () => {
  it('puts the server’s answer in the cache, the waiting changes then shown on top of it', () => {
    const queryClient = new QueryClient();
    const key = inspectionKeys.detail('t1', 'i1');
    const context = { tenantId: 't1', queryClient };
    queryClient.setQueryData(key, assignment());
    const waiting = kept(INSPECTION_CHANGE.setAttribute, { name: 'Radon' }, { value: 'Mätt' });

    // A colleague's attribute comes with the answer of the one sent.
    const sent = kept(INSPECTION_CHANGE.setAttribute, { name: 'Byggår' }, { value: 1964 });
    applyAnswer({ Byggår: 1964, Fastighetsbeteckning: 'Källby 1:2', Garage: true }, sent, context);
    const cached = queryClient.getQueryData<Inspection>(key)!;
    expect(withChanges(cached, [waiting], statuses).attributes).toEqual({
      Byggår: 1964,
      Fastighetsbeteckning: 'Källby 1:2',
      Garage: true,
      Radon: 'Mätt',
    });

    const answer = assignment({
      status: { id: 's-done', name: 'Utförd', nameEn: 'Performed', color: '#2e7d32' },
      updated: '2026-11-30T09:00:00Z',
    });
    applyAnswer(answer, kept(INSPECTION_CHANGE.setStatus, {}, { value: 's-done' }), context);
    expect(queryClient.getQueryData<Inspection>(key)).toEqual(answer);
  });
});
