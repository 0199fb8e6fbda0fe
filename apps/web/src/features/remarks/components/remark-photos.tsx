import { useId, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import type { Remark } from '@syna/contracts/remarks';
import { showError } from '@/lib/snackbar/snackbar';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { UploadProgressLine } from '@/lib/uploads/upload-progress';
import { HiddenFileInput } from '@/lib/uploads/hidden-file-input';
import { filesOf, useFileDrop } from '@/lib/uploads/use-file-drop';
import { readClipboardImage } from '@/features/remarks/read-clipboard-image';
import { useRemarksTexts } from '@/features/remarks/texts';
import { photosOf, usePhotoUpload } from '@/features/remarks/use-photo-upload';
import { PhotoThumbnails } from './photo-thumbnails';

interface RemarkPhotosProps {
  inspectionId: string;
  remark: Remark;
  canWrite: boolean;
  onOpenPhoto(imageId: string): void;
}

/**
 * A remark's photos, and adding them: the camera (phones), a file, a drop (laptops) or a paste.
 * Files go up one at a time with progress and a cancel; refusals are listed here, by file.
 */
export function RemarkPhotos({ inspectionId, remark, canWrite, onOpenPhoto }: RemarkPhotosProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const hintId = useId();
  const uploader = usePhotoUpload(inspectionId, remark);
  const uploadFiles = (files: File[]) => void uploader.upload(photosOf(files));
  const { dragging, dropHandlers } = useFileDrop(canWrite, uploadFiles);
  // Phones cannot paste an image from the clipboard: the button is for laptops (Ctrl+V works anywhere).
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A phone takes the photo with its camera first; its library stays a second button.
  const touch = useMediaQuery('(pointer: coarse)') || narrow;
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  if (!canWrite && remark.images.length === 0) return null;

  const paste = (event: ClipboardEvent) => {
    if (!canWrite) return;
    const files = filesOf(event.clipboardData).filter((file) => file.type.startsWith('image/'));
    if (files.length === 0) return;
    event.preventDefault();
    uploadFiles(files);
  };
  const pasteFromClipboard = async () => {
    const result = await readClipboardImage();
    if (result.kind === 'image') uploadFiles([result.file]);
    // Pasting from an empty clipboard is an error ("Inga data i urklipp"), not a no-op.
    else if (result.kind === 'empty') showError(shell.t('message.clipboardEmpty'));
    else showError(t('photos.pasteDenied'));
  };

  const progress = uploader.progress;
  return (
    <Box
      role="group"
      aria-label={t('photos.groupLabel', { title: remark.title })}
      aria-describedby={canWrite ? hintId : undefined}
      tabIndex={canWrite ? -1 : undefined}
      {...dropHandlers}
      onPaste={paste}
      data-testid="remark-photos"
      data-dragging={dragging ? 'true' : 'false'}
      sx={{
        mt: 1,
        p: dragging ? 1 : 0,
        borderRadius: 1,
        outline: dragging ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <PhotoThumbnails images={remark.images} remarkTitle={remark.title} onOpen={onOpenPhoto} />
        {canWrite && (
          <>
            <HiddenFileInput
              ref={cameraInput}
              accept="image/*"
              capture="environment"
              testId="remark-photo-camera-input"
              onFiles={uploadFiles}
            />
            <HiddenFileInput
              ref={fileInput}
              accept="image/*"
              multiple
              testId="remark-photo-input"
              onFiles={uploadFiles}
            />
            {touch && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PhotoCameraOutlinedIcon />}
                onClick={() => cameraInput.current?.click()}
                disabled={uploader.busy}
                aria-label={t('photos.cameraFor', { title: remark.title })}
                data-testid="take-photo"
              >
                {t('photos.camera')}
              </Button>
            )}
            <Button
              size="small"
              variant={touch ? 'text' : 'outlined'}
              startIcon={<AddPhotoAlternateOutlinedIcon />}
              onClick={() => fileInput.current?.click()}
              disabled={uploader.busy}
              aria-label={t('photos.addFor', { title: remark.title })}
              data-testid="upload-photo"
            >
              {t('photos.add')}
            </Button>
            {!touch && !narrow && (
              <Button
                size="small"
                startIcon={<ContentPasteIcon />}
                onClick={() => void pasteFromClipboard()}
                disabled={uploader.busy}
                aria-label={t('photos.pasteFor', { title: remark.title })}
                data-testid="paste-photo"
              >
                {t('photos.paste')}
              </Button>
            )}
          </>
        )}
      </Box>
      {canWrite && (
        // Read out with the group; shown only while a drag is over it, to keep the list calm.
        <Typography
          id={hintId}
          variant="caption"
          sx={
            dragging ? { color: 'primary.main', display: 'block', mt: 0.5, fontWeight: 500 } : visuallyHidden
          }
        >
          {dragging ? t('photos.dropNow') : t('photos.dropHint')}
        </Typography>
      )}
      {progress && (
        <UploadProgressLine
          progress={progress}
          label={t('photos.uploading', {
            index: progress.index,
            total: progress.total,
            percent: Math.round(progress.fraction * 100),
          })}
          barLabel={t('photos.uploadProgress', { name: progress.name })}
          cancelLabel={t('photos.cancelUpload')}
          onCancel={uploader.cancel}
          testId="photo-upload-progress"
          sx={{ mt: 1 }}
        />
      )}
      {uploader.problems.length > 0 && (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          onClose={uploader.dismissProblems}
          data-testid="photo-upload-error"
          closeText={shell.t('common.close')}
        >
          <strong>{t('photos.notUploaded')}</strong>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {uploader.problems.map((problem, index) => (
              <li key={`${problem.name}-${index}`}>
                {problem.name}: {problem.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
