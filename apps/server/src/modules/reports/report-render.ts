import sharp from 'sharp';
import {
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
import { DocxRefused } from '../documents/index.ts';
import type { fillReport, PagePicture } from './report-fill.ts';
import type { ReportPicture } from './report-data.service.ts';

/** Stored pixels beyond what a printed page shows are left out, keeping the report small. */
const STORED_MAX_PIXELS = REPORT_IMAGE_MAX_WIDTH * 2.5;

/**
 * A stored image scaled for the page: turned upright, at most twice and a half the width it
 * is shown at (sharp enough to print), and sized to fit the page width and a page's height with
 * its aspect kept. A picture gone from the storage is left out (its tag shows nothing).
 */
async function pagePicture(storage: FileStorage, picture: ReportPicture): Promise<PagePicture | null> {
  const stream = await storage.get(picture.storageKey);
  if (!stream) return null;
  const { data, info } = await sharp(Buffer.concat(await stream.toArray()))
    .rotate()
    .resize({ width: STORED_MAX_PIXELS, height: STORED_MAX_PIXELS, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const scale = Math.min(1, REPORT_IMAGE_MAX_WIDTH / info.width, REPORT_IMAGE_MAX_HEIGHT / info.height);
  return { bytes: data, size: [Math.round(info.width * scale), Math.round(info.height * scale)] };
}

const FILL_REPORT: WorkerTask<typeof fillReport> = {
  module: new URL('./report-fill.ts', import.meta.url),
  name: 'fillReport',
};
/** The worker holds the template, the data, the pictures and the report it writes (REPORT_RENDER_MAX_BYTES). */
const FILL_LIMITS = { timeoutMs: REPORT_RENDER_MAX_MS, memoryMb: 1024 };

/**
 * Fills a template with a report's data. The pictures are read from the storage first, a few at
 * a time; then the template is filled in a worker thread (report-fill.ts) within a time and an
 * output limit, so that a template whose loops multiply each other fails its export with the
 * reason (DocxRefused) while the server goes on answering everyone else.
 */
export async function renderReport(
  storage: FileStorage,
  template: Buffer,
  data: Record<string, unknown>,
  pictures: ReadonlyMap<string, ReportPicture>,
): Promise<Buffer> {
  const ready = new Map<string, PagePicture>();
  const links = [...pictures.keys()];
  const atOnce = 4;
  for (let start = 0; start < links.length; start += atOnce) {
    await Promise.all(
      links.slice(start, start + atOnce).map(async (link) => {
        const picture = await pagePicture(storage, pictures.get(link)!);
        if (picture) ready.set(link, picture);
      }),
    );
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
