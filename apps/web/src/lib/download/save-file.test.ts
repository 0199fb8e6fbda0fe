// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_OBJECT_URL_TTL_MS } from '@syna/contracts/constants';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('downloads under the given name and frees the object URL only after the TTL', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:export-1');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });

    saveFile(new Blob(['a;b\n'], { type: 'text/csv' }), 'beställningar.csv');

    expect(clicks).toEqual([{ href: 'blob:export-1', download: 'beställningar.csv' }]);
    expect(document.querySelector('a')).toBeNull();
    vi.advanceTimersByTime(DOWNLOAD_OBJECT_URL_TTL_MS - 1);
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoked).toHaveBeenCalledWith('blob:export-1');
  });
});
