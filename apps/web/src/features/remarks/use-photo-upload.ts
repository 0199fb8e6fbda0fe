import type { Remark, RemarkImage } from '@syna/contracts/remarks';
import { MAX_UPLOAD_MEGABYTES } from '@/lib/uploads/upload-failure';
import type { UploadItem } from '@/lib/uploads/upload-queue';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { useUploadImage } from './field-changes';
import { isRefusedPhotoType } from './photo-files';
import { useRemarksTexts } from './texts';

/** A photo to add to a remark. */
export type PhotoToUpload = UploadItem;

/** Uploads photos to one remark (see `useFileUploads`); a type the server refuses is refused here first. */
export function usePhotoUpload(inspectionId: string, remark: Remark) {
  const { t } = useRemarksTexts();
  const upload = useUploadImage(inspectionId);
  return useFileUploads<PhotoToUpload, RemarkImage>({
    send: ({ file, name }, options) =>
      upload.mutateAsync({
        objectId: remark.objectId,
        remarkId: remark.id,
        file,
        fileName: name,
        ...options,
      }),
    precheck: (photo) => (isRefusedPhotoType(photo.file.type) ? t('photos.wrongType') : null),
    texts: { failed: t('photos.failed'), tooLarge: t('photos.tooLarge', { max: MAX_UPLOAD_MEGABYTES }) },
  });
}

/** Picked, dropped or pasted files as photos; a pasted image may come without a name. */
export const photosOf = (files: readonly File[]): PhotoToUpload[] =>
  files.map((file) => ({ file, name: file.name || 'image.jpg' }));
