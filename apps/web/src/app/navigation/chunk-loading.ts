import { SCRIPT_LOAD_TIMEOUT_MS } from '@syna/contracts/constants';
import { textsLoaded } from '@/lib/i18n/pending-texts';

/** A lazily loaded group of pages (a chunk) could not be loaded. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    readonly url: string | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** The file a failed dynamic import names ("Failed to fetch dynamically imported module: https://…/x.js"). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return message.match(/(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:js|mjs|css))/)?.[1] ?? null;
}

/** The module once its texts are in: those its features registered as it ran (English loads apart). */
async function withItsTexts<Module>(importer: () => Promise<Module>): Promise<Module> {
  const module = await importer();
  await textsLoaded();
  return module;
}

/**
 * Loads a route group, and the texts of the features it brings; a failure or a load slower than
 * SCRIPT_LOAD_TIMEOUT_MS becomes a ChunkLoadError that is reported with the missing chunk and
 * shown on the error screen.
 */
export function loadChunk<Module>(
  chunk: string,
  importer: () => Promise<Module>,
  timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS,
): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const fail = (error: ChunkLoadError) => {
      console.error(`Could not load the page chunk "${error.chunk}"`, error.url ?? '', error.cause ?? '');
      reject(error);
    };
    const timer = setTimeout(
      () =>
        fail(new ChunkLoadError(chunk, null, `Loading the chunk "${chunk}" timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    withItsTexts(importer).then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(
          new ChunkLoadError(chunk, chunkUrlOf(error), `Could not load the chunk "${chunk}"`, {
            cause: error,
          }),
        );
      },
    );
  });
}
