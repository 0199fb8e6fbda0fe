/**
 * A `content-disposition: attachment` header value that downloads under `filename` (RFC 6266):
 * an ASCII fallback for old clients, and the exact name UTF-8 encoded (RFC 5987), so that
 * "Besiktning Åre.pdf" keeps its letters and a quote or line break in a name cannot break out
 * of the header.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]|["\\%]/g, (character) => (/\p{M}/u.test(character) ? '' : '_'));
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
