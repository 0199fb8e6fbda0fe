import { useCallback, useRef, useState } from 'react';
import type { Remark, RemarkImage, RemarkImageUploadFields } from '@syna/contracts/remarks';
import { isHttpError } from '@/lib/http/http-error';
import { useUploadImage } from './api';
import { MAX_PHOTO_MEGABYTES, photoProblem } from './photo-files';
import { useRemarksTexts } from './texts';

/** The upload under way: which file of how many, and how much of it has been sent. */
export interface UploadProgress {
  name: string;
  index: number;
  total: number;
  /** 0 to 1. */
  fraction: number;
}

/** A file that could not be uploaded, and why, in words for the user. */
export interface UploadProblem {
  name: string;
  message: string;
}

export interface PhotoToUpload {
  file: Blob;
  name: string;
  fields?: RemarkImageUploadFields;
}

/**
 * Uploads photos to one remark, one file per request and one after the other, with
 * progress; files the server would refuse are refused here first.
 */
export function usePhotoUpload(inspectionId: string, remark: Remark) {
  const { t } = useRemarksTexts();
  const upload = useUploadImage(inspectionId);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problems, setProblems] = useState<UploadProblem[]>([]);
  const running = useRef(false);

  const describe = useCallback(
    (error: unknown): string => {
      if (!isHttpError(error)) return t('photos.failed');
      if (error.status === 413) return t('photos.tooLarge', { max: MAX_PHOTO_MEGABYTES });
      const fieldMessage = Object.values(error.fieldErrors).flat()[0];
      if (fieldMessage) return fieldMessage;
      return error.detail ? `${error.message}: ${error.detail}` : error.message;
    },
    [t],
  );

  /** Uploads the photos in turn; answers the ones stored. */
  const uploadPhotos = useCallback(
    async (photos: PhotoToUpload[]): Promise<RemarkImage[]> => {
      if (running.current || photos.length === 0) return [];
      running.current = true;
      setProblems([]);
      const stored: RemarkImage[] = [];
      const failed: UploadProblem[] = [];
      try {
        for (const [index, photo] of photos.entries()) {
          const problem = photoProblem({ type: photo.file.type, size: photo.file.size });
          if (problem) {
            failed.push({
              name: photo.name,
              message:
                problem === 'type'
                  ? t('photos.wrongType')
                  : t('photos.tooLarge', { max: MAX_PHOTO_MEGABYTES }),
            });
            continue;
          }
          const step = { name: photo.name, index: index + 1, total: photos.length };
          setProgress({ ...step, fraction: 0 });
          try {
            stored.push(
              await upload.mutateAsync({
                objectId: remark.objectId,
                remarkId: remark.id,
                file: photo.file,
                fileName: photo.name,
                fields: photo.fields,
                onProgress: (fraction) => setProgress({ ...step, fraction }),
              }),
            );
          } catch (error) {
            failed.push({ name: photo.name, message: describe(error) });
          }
        }
      } finally {
        running.current = false;
        setProgress(null);
        setProblems(failed);
      }
      return stored;
    },
    [describe, remark.id, remark.objectId, t, upload],
  );

  const uploadFiles = useCallback(
    (files: readonly File[]) => uploadPhotos(files.map((file) => ({ file, name: file.name || 'image.jpg' }))),
    [uploadPhotos],
  );

  return {
    uploadPhotos,
    uploadFiles,
    progress,
    problems,
    busy: progress !== null,
    dismissProblems: () => setProblems([]),
  };
}
