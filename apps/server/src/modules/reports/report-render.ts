import {
  REPORT_HALF_IMAGE_BOX,
  REPORT_IMAGE_MAX_HEIGHT,
  REPORT_IMAGE_MAX_WIDTH,
  REPORT_RENDER_MAX_MS,
} from '@syna/contracts/report-exports';
import {
  bufferOf,
  runInWorker,
  WorkerLimitExceeded,
  type WorkerTask,
} from '../../platform/workers/run-in-worker.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { printImage, type PrintImage } from '../content/index.ts';
import { DocxRefused } from '../../platform/docx/docx-refused.ts';
import type { fillReport, PagePicture } from './report-fill.ts';
import type { ReportPicture } from './report-data.service.ts';

/** Stored pixels beyond what a printed page shows are left out, keeping the report small. */
const STORED_MAX_PIXELS = REPORT_IMAGE_MAX_WIDTH * 2.5;
/** The box a picture stands in on the page, by how wide it is shown. */
const BOXES = {
  page: { width: REPORT_IMAGE_MAX_WIDTH, height: REPORT_IMAGE_MAX_HEIGHT },
  half: REPORT_HALF_IMAGE_BOX,
} as const;

/**
 * A stored image made ready for print: turned upright and at most twice and a half the width it
 * is shown at across the page (sharp enough to print). A picture gone from the storage is left
 * out (its tag shows nothing).
 */
async function printablePicture(storage: FileStorage, storageKey: string): Promise<PrintImage | null> {
  const stream = await storage.get(storageKey);
  return stream && printImage(Buffer.concat(await stream.toArray()), STORED_MAX_PIXELS);
}

/** A picture sized to fit its box with its aspect kept, never enlarged. */
function onPage(picture: PrintImage, shown: ReportPicture['shown']): PagePicture {
  const box = BOXES[shown];
  const scale = Math.min(1, box.width / picture.width, box.height / picture.height);
  return {
    bytes: picture.bytes,
    size: [Math.round(picture.width * scale), Math.round(picture.height * scale)],
  };
}

const FILL_REPORT: WorkerTask<typeof fillReport> = {
  module: new URL('./report-fill.ts', import.meta.url),
  name: 'fillReport',
};
/** The worker holds the template, the data, the pictures and the report it writes (REPORT_RENDER_MAX_BYTES). */
const FILL_LIMITS = { timeoutMs: REPORT_RENDER_MAX_MS, memoryMb: 1024 };

/**
 * Fills a template with a report's data. The pictures are read from the storage first, one at
 * a time (`printImage`); then the template is filled in a worker thread (report-fill.ts) within a time and an
 * output limit, so that a template whose loops multiply each other fails its export with the
 * reason (DocxRefused) while the server goes on answering everyone else.
 */
export async function renderReport(
  storage: FileStorage,
  template: Buffer,
  data: Record<string, unknown>,
  pictures: ReadonlyMap<string, ReportPicture>,
): Promise<Buffer> {
  // Each stored image is read and scaled once, however many links (a full-width and a half-width
  // one) show it: the worker gets its bytes once too.
  const keys = [...new Set([...pictures.values()].map((picture) => picture.storageKey))];
  // Each original is read whole (a stored photo, up to the upload limit) before it is scaled.
  const printable = new Map<string, PrintImage>();
  for (const key of keys) {
    const picture = await printablePicture(storage, key);
    if (picture) printable.set(key, picture);
  }
  const ready = new Map<string, PagePicture>();
  for (const [link, { storageKey, shown }] of pictures) {
    const picture = printable.get(storageKey);
    if (picture) ready.set(link, onPage(picture, shown));
  }
  const filled = await runInWorker(FILL_REPORT, [template, data, ready], FILL_LIMITS).catch(
    (error: unknown) => {
      if (!(error instanceof WorkerLimitExceeded)) throw error;
      throw new DocxRefused([
        { key: error.limit === 'time' ? 'documents.renderTooSlow' : 'documents.renderTooLarge' },
      ]);
    },
  );
  if ('refused' in filled) throw new DocxRefused([filled.refused]);
  return bufferOf(filled.docx);
}
