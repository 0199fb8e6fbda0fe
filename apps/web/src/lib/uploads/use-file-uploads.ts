import { useRef, useState } from 'react';
import {
  uploadInTurn,
  type SendUpload,
  type UploadItem,
  type UploadProblem,
  type UploadProgress,
} from './upload-queue';
import type { UploadFailureTexts } from './upload-failure';

export interface FileUploadsOptions<Item, Result> {
  /** Sends one file; usually a mutation around `uploadEndpoint` that passes the options on. */
  send: SendUpload<Item, Result>;
  /** The feature's own check before sending (a photo's type, say): words for the user, or null. */
  precheck?(item: Item): string | null;
  texts: UploadFailureTexts;
}

/**
 * The web app's one file upload: files one per request and one after the other, with progress
 * (which file of how many, and how far), a cancel, and the files that were not taken listed
 * with the reason in words for the user.
 */
export function useFileUploads<Item extends UploadItem, Result>(options: FileUploadsOptions<Item, Result>) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const running = useRef<AbortController | null>(null);

  /** Uploads the files in turn; answers the ones stored. A call while one runs is ignored. */
  const upload = async (items: readonly Item[]): Promise<Result[]> => {
    if (running.current || items.length === 0) return [];
    const controller = new AbortController();
    running.current = controller;
    setProblems([]);
    try {
      const result = await uploadInTurn(items, {
        ...options,
        signal: controller.signal,
        onProgress: setProgress,
      });
      setProblems(result.problems);
      return result.stored;
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return {
    upload,
    progress,
    problems,
    busy: progress !== null,
    /** Stops the upload: the file being sent is dropped and the rest are not sent. */
    cancel: () => running.current?.abort(),
    dismissProblems: () => setProblems([]),
  };
}
