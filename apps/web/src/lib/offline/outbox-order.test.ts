import { describe, expect, it } from 'vitest';
import type { OutboxChange } from './outbox-change';
import { heldBack, nextToSend, rebased, retryDelayMs, unsentRecords } from './outbox-order';

let seq = 0;
function change(overrides: Partial<OutboxChange> & Pick<OutboxChange, 'writes'>): OutboxChange {
  seq += 1;
  return {
    seq,
    id: `change-${seq}`,
    endpoint: 'remarks.create',
    params: {},
    baseVersion: null,
    needs: [],
    scope: 'inspection',
    created: '2026-11-30T10:00:00Z',
    state: 'waiting',
    error: null,
    ...overrides,
  };
}

describe('nextToSend', () => {
  it('sends the oldest change first, whatever order they are read in', () => {
    const first = change({ writes: ['object-1'] });
    const second = change({ writes: ['object-2'] });
    expect(nextToSend([second, first])?.id).toBe(first.id);
  });

  it('passes a refused change and sends the next one of another record', () => {
    const refused = change({ writes: ['object-1'], state: 'failed' });
    const other = change({ writes: ['object-2'] });
    expect(nextToSend([refused, other])?.id).toBe(other.id);
  });

  it('holds the remarks and photos of an object whose create was refused', () => {
    const object = change({ writes: ['object-1'], state: 'failed' });
    const remark = change({ writes: ['remark-1'], needs: ['object-1'] });
    const photo = change({ writes: ['photo-1'], needs: ['object-1', 'remark-1'] });
    const edit = change({ writes: ['object-1'], endpoint: 'objects.change' });
    const unrelated = change({ writes: ['remark-9'], needs: ['object-9'] });
    expect(heldBack([object, remark, photo, edit, unrelated])).toEqual(
      new Set([remark.id, photo.id, edit.id]),
    );
    expect(nextToSend([object, remark, photo, edit, unrelated])?.id).toBe(unrelated.id);
  });

  it('holds a photo behind its remark even when the remark was refused after it was queued', () => {
    const remark = change({ writes: ['remark-1'], needs: ['object-1'] });
    const photo = change({ writes: ['photo-1'], needs: ['object-1', 'remark-1'] });
    expect(nextToSend([remark, photo])?.id).toBe(remark.id);
    expect(nextToSend([{ ...remark, state: 'failed' }, photo])).toBeNull();
  });

  it('keeps refused changes: nothing is sent, nothing dropped', () => {
    const refused = change({ writes: ['object-1'], state: 'failed' });
    expect(nextToSend([refused])).toBeNull();
    expect(unsentRecords([refused])).toEqual(new Set(['object-1']));
  });

  it('sends a change again that was on its way when the page closed', () => {
    const sending = change({ writes: ['object-1'], state: 'sending' });
    expect(nextToSend([sending])?.id).toBe(sending.id);
  });
});

describe('rebased', () => {
  it('moves the later edits of the sent record onto its new version', () => {
    const first = change({ writes: ['remark-1'], baseVersion: 3, endpoint: 'remarks.change' });
    const second = change({ writes: ['remark-1'], baseVersion: 3, endpoint: 'remarks.change' });
    const other = change({ writes: ['remark-2'], baseVersion: 7, endpoint: 'remarks.change' });
    expect(rebased([first, second, other], first, 4)).toEqual([{ ...second, baseVersion: 4 }]);
  });
});

describe('retryDelayMs', () => {
  it('waits longer after each run that could not reach the server, up to five minutes', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000]);
    expect(retryDelayMs(20)).toBe(300_000);
  });
});
