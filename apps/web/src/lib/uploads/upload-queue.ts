import { describeUploadFailure, MAX_UPLOAD_BYTES, type UploadFailureTexts } from './upload-failure';

/** A file to upload and the name the user knows it by. */
export interface UploadItem {
  file: Blob;
  name: string;
}

/** The upload under way: which file of how many, and how much of it has been sent (0 to 1). */
export interface UploadProgress {
  name: string;
  index: number;
  total: number;
  fraction: number;
}

/** A file that was not uploaded, and why, in words for the user. */
export interface UploadProblem {
  name: string;
  message: string;
}

/** How one file is sent: one request, its progress reported, cancelled through `signal`. */
export type SendUpload<Item, Result> = (
  item: Item,
  options: { onProgress(fraction: number): void; signal: AbortSignal },
) => Promise<Result>;

export interface UploadQueue<Item, Result> {
  send: SendUpload<Item, Result>;
  /** Why a file would be refused (its type, say), in words for the user; null when it may go. */
  precheck?(item: Item): string | null;
  texts: UploadFailureTexts;
  /** Stops the queue: the file being sent is dropped and the rest are not sent. */
  signal: AbortSignal;
  onProgress(progress: UploadProgress): void;
}

/**
 * Uploads files one per request, one after the other. A file the caller's check or the size
 * limit refuses is not sent; a file the server refuses is reported and the next one goes.
 * Answers what was stored, and the problems by file (none for the files a cancel dropped).
 */
export async function uploadInTurn<Item extends UploadItem, Result>(
  items: readonly Item[],
  { send, precheck, texts, signal, onProgress }: UploadQueue<Item, Result>,
): Promise<{ stored: Result[]; problems: UploadProblem[] }> {
  const stored: Result[] = [];
  const problems: UploadProblem[] = [];
  for (const [index, item] of items.entries()) {
    if (signal.aborted) break;
    const refusal = precheck?.(item) ?? (item.file.size > MAX_UPLOAD_BYTES ? texts.tooLarge : null);
    if (refusal) {
      problems.push({ name: item.name, message: refusal });
      continue;
    }
    const step = { name: item.name, index: index + 1, total: items.length };
    onProgress({ ...step, fraction: 0 });
    try {
      stored.push(await send(item, { signal, onProgress: (fraction) => onProgress({ ...step, fraction }) }));
    } catch (error) {
      if (signal.aborted) break;
      problems.push({ name: item.name, message: describeUploadFailure(error, texts) });
    }
  }
  return { stored, problems };
}
