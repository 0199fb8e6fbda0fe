import { useCallback, useRef, useState } from 'react';
import { REQUEST_BODY_MAX_BYTES } from '@syna/contracts/constants';
import { isHttpError } from '@/lib/http/http-error';
import { useUploadContactFile } from './contact-files-api';
import { localiseMessage } from './contract-messages';
import { useContactsTexts } from './texts';

/** The largest file as the user reads it: "30 MB". */
export const MAX_FILE_MEGABYTES = Math.floor(REQUEST_BODY_MAX_BYTES / 1024 / 1024);
// Room for the multipart envelope within the request body limit.
const ENVELOPE_BYTES = 64 * 1024;

/** The upload under way: which file of how many, and how much of it has been sent (0 to 1). */
export interface FileUploadProgress {
  name: string;
  index: number;
  total: number;
  fraction: number;
}

/** A file that could not be uploaded, and why, in words for the user. */
export interface FileUploadProblem {
  name: string;
  message: string;
}

/**
 * Uploads files to a contact one per request and one after the other, with progress. A file
 * over the size limit is refused here first; the server judges the type by its content.
 */
export function useContactFileUpload(contactId: string) {
  const { t } = useContactsTexts();
  const upload = useUploadContactFile(contactId);
  const [progress, setProgress] = useState<FileUploadProgress | null>(null);
  const [problems, setProblems] = useState<FileUploadProblem[]>([]);
  const running = useRef(false);

  const describe = useCallback(
    (error: unknown): string => {
      if (!isHttpError(error)) return t('files.failed');
      if (error.status === 413) return t('files.tooLarge', { max: MAX_FILE_MEGABYTES });
      const message = Object.values(error.fieldErrors).flat()[0] ?? error.detail ?? error.message;
      return localiseMessage(message, (key) => t(key)) ?? message;
    },
    [t],
  );

  const uploadFiles = useCallback(
    async (files: File[]) => {
      if (running.current || files.length === 0) return;
      running.current = true;
      setProblems([]);
      const failed: FileUploadProblem[] = [];
      try {
        for (const [index, file] of files.entries()) {
          if (file.size > REQUEST_BODY_MAX_BYTES - ENVELOPE_BYTES) {
            failed.push({ name: file.name, message: t('files.tooLarge', { max: MAX_FILE_MEGABYTES }) });
            continue;
          }
          const step = { name: file.name, index: index + 1, total: files.length };
          setProgress({ ...step, fraction: 0 });
          try {
            await upload.mutateAsync({ file, onProgress: (fraction) => setProgress({ ...step, fraction }) });
          } catch (error) {
            failed.push({ name: file.name, message: describe(error) });
          }
        }
      } finally {
        running.current = false;
        setProgress(null);
        setProblems(failed);
      }
    },
    [describe, t, upload],
  );

  return {
    uploadFiles,
    progress,
    problems,
    busy: progress !== null,
    dismissProblems: () => setProblems([]),
  };
}
