import { describe, expect, it } from 'vitest';
import { contentDispositionFilename } from './content-disposition';

describe('contentDispositionFilename', () => {
  it('reads a quoted or plain file name', () => {
    expect(contentDispositionFilename('attachment; filename="bestallningar.csv"')).toBe('bestallningar.csv');
    expect(contentDispositionFilename('attachment; filename=orders.csv')).toBe('orders.csv');
    expect(contentDispositionFilename('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('prefers the UTF-8 name, so å, ä and ö survive', () => {
    expect(
      contentDispositionFilename(
        `attachment; filename="bestallningar.csv"; filename*=UTF-8''best%C3%A4llningar.csv`,
      ),
    ).toBe('beställningar.csv');
  });

  it('keeps no folders and answers null without a name', () => {
    expect(contentDispositionFilename('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(contentDispositionFilename('attachment')).toBeNull();
    expect(contentDispositionFilename(null)).toBeNull();
    expect(contentDispositionFilename(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
