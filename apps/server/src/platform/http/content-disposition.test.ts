import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('attachment disposition', () => {
  it('keeps Swedish letters in the encoded name and spells them plainly in the fallback', () => {
    expect(contentDisposition('Årsöversyn bilaga.pdf')).toBe(
      `attachment; filename="Arsoversyn bilaga.pdf"; filename*=UTF-8''%C3%85rs%C3%B6versyn%20bilaga.pdf`,
    );
  });

  it('lets no quote, backslash or line break out of the header value', () => {
    const value = contentDisposition('a"b\\c\r\nSet-Cookie: x=1\'(*).txt');
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).toBe(
      `attachment; filename="a_b_c__Set-Cookie: x=1'(*).txt"; ` +
        `filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1%27%28%2A%29.txt`,
    );
  });

  it('names a plain ASCII file once, without an encoded form', () => {
    expect(contentDisposition('bestallningar-2026-11-25.csv')).toBe(
      'attachment; filename="bestallningar-2026-11-25.csv"',
    );
  });
});
