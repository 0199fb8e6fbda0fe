/**
 * A `content-disposition` header value (`attachment`, or `inline` to show in the browser) that
 * names the file `filename` (RFC 6266):
 * an ASCII fallback for old clients, and the exact name UTF-8 encoded (RFC 5987), so that
 * "Besiktning Åre.pdf" keeps its letters and a quote or line break in a name cannot break out
 * of the header. A name the fallback spells exactly needs no encoded form and gets none.
 */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|["\\%]/g, (character) => (/\p{M}/u.test(character) ? '' : '_'));
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  if (fallback === filename) return `${type}; filename="${filename}"`;
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
