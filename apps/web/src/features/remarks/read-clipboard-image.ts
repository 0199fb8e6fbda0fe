/** What the system clipboard held: an image as a file, nothing usable, or no permission to read. */
export type ClipboardImage = { kind: 'image'; file: File } | { kind: 'empty' } | { kind: 'denied' };

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * Reads an image from the system clipboard (the paste button; Ctrl+V arrives as a paste event
 * instead). The file is named like a browser's pasted image; the server gives it a time-stamped
 * name.
 */
export async function readClipboardImage(): Promise<ClipboardImage> {
  if (!navigator.clipboard?.read) return { kind: 'denied' };
  let items: ClipboardItems;
  try {
    items = await navigator.clipboard.read();
  } catch (error) {
    // An empty clipboard reads as a DataError in some browsers; a refusal is a NotAllowedError.
    return error instanceof DOMException && error.name === 'NotAllowedError'
      ? { kind: 'denied' }
      : { kind: 'empty' };
  }
  for (const item of items) {
    const type = item.types.find((candidate) => candidate.startsWith('image/'));
    if (!type) continue;
    const blob = await item.getType(type);
    return { kind: 'image', file: new File([blob], `image.${EXTENSIONS[type] ?? 'png'}`, { type }) };
  }
  return { kind: 'empty' };
}
