import { DOWNLOAD_OBJECT_URL_TTL_MS } from '@syna/contracts/constants';

/**
 * Hands a file to the browser's download. The object URL is freed after
 * DOWNLOAD_OBJECT_URL_TTL_MS: at once would cancel the download in some browsers, never would
 * keep the file in memory for the life of the page.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_OBJECT_URL_TTL_MS);
  }
}
