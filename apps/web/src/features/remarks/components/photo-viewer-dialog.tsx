import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DrawIcon from '@mui/icons-material/Draw';
import ShortTextIcon from '@mui/icons-material/ShortText';
import { hasPermission } from '@syna/contracts/roles';
import { REMARK_IMAGE_CAPTION_MAX_LENGTH, type Remark, type RemarkImage } from '@syna/contracts/remarks';
import { KeptImage } from '@/lib/offline/kept-image';
import { useInitialData } from '@/lib/session/session-queries';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { TitledDialog } from '@/lib/ui/titled-dialog';
import { useCaptionImage, useDeleteImage } from '@/features/remarks/field-changes';
import { orderPhotos } from '@/features/remarks/photo-order';
import { useRemarksTexts } from '@/features/remarks/texts';
import { TextPromptDialog } from './text-prompt-dialog';
import { UnsentMark } from './unsent-mark';
import { WaitingMarks } from './waiting-marks';

interface PhotoViewerDialogProps {
  inspectionId: string;
  remark: Remark;
  image: RemarkImage;
  onShow(imageId: string): void;
  onAnnotate(): void;
  onClose(): void;
}

/** A remark's photo at full size, with its neighbours a key or swipe away; annotate or delete it. */
export function PhotoViewerDialog({
  inspectionId,
  remark,
  image,
  onShow,
  onAnnotate,
  onClose,
}: PhotoViewerDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const canWrite = hasPermission(useInitialData().permissions, 'inspections.write');
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [captioning, setCaptioning] = useState(false);
  const remove = useDeleteImage(inspectionId);
  const caption = useCaptionImage(inspectionId);
  const photos = orderPhotos(remark.images);
  const place = photos.findIndex((photo) => photo.image.id === image.id);
  const shown = photos[place];
  const previous = photos[place - 1];
  const next = photos[place + 1];
  if (!shown) return null;
  const versions = remark.images.filter((candidate) => candidate.originalId === image.id).length;
  const label =
    shown.version === null
      ? t('photos.photoLabel', { number: shown.number, title: remark.title })
      : t('photos.versionLabel', { number: shown.number, title: remark.title });

  const saveCaption = (text: string) =>
    caption.mutate(
      { objectId: remark.objectId, remarkId: remark.id, imageId: image.id, caption: text },
      {
        onSuccess: () => {
          showSnackbar({ subject: t(text ? 'photos.captionSaved' : 'photos.captionCleared') });
          setCaptioning(false);
        },
      },
    );

  const confirmDelete = () =>
    remove.mutate(
      { objectId: remark.objectId, remarkId: remark.id, imageId: image.id },
      {
        onSuccess: () => {
          showSnackbar({ subject: t('photos.deleted') });
          onClose();
        },
      },
    );

  return (
    <TitledDialog
      onClose={onClose}
      maxWidth="lg"
      fullScreen={fullScreen}
      testId="photo-viewer"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft' && previous) onShow(previous.image.id);
        if (event.key === 'ArrowRight' && next) onShow(next.image.id);
      }}
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}
      title={
        <>
          <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {label}
          </Box>
          <IconButton onClick={onClose} aria-label={shell.t('common.close')}>
            <CloseIcon />
          </IconButton>
        </>
      }
    >
      <DialogContent
        sx={{
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 0,
          bgcolor: 'grey.900',
        }}
      >
        {loadedUrl !== image.url && (
          <CircularProgress
            aria-label={shell.t('common.loading')}
            sx={{ position: 'absolute', color: 'grey.300' }}
          />
        )}
        <Box key={image.id} sx={{ position: 'relative', lineHeight: 0, maxWidth: '100%' }}>
          <KeptImage
            url={image.url}
            alt={label}
            onLoad={() => setLoadedUrl(image.url)}
            data-testid="photo-viewer-image"
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: fullScreen ? 'calc(100vh - 150px)' : '72vh',
              objectFit: 'contain',
            }}
          />
          <WaitingMarks image={image} fit="fill" />
        </Box>
        {previous && (
          <IconButton
            onClick={() => onShow(previous.image.id)}
            aria-label={t('photos.previous')}
            sx={{
              position: 'absolute',
              left: 8,
              bgcolor: 'rgba(0,0,0,0.55)',
              color: 'common.white',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
        )}
        {next && (
          <IconButton
            onClick={() => onShow(next.image.id)}
            aria-label={t('photos.next')}
            sx={{
              position: 'absolute',
              right: 8,
              bgcolor: 'rgba(0,0,0,0.55)',
              color: 'common.white',
              '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' },
            }}
          >
            <ChevronRightIcon />
          </IconButton>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {shown.version !== null && (
            <Chip
              icon={<DrawIcon />}
              color="primary"
              size="small"
              label={t('photos.annotatedChip')}
              data-testid="photo-annotated"
            />
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('photos.position', { index: place + 1, total: photos.length })}
          </Typography>
          <UnsentMark id={image.id} />
          <Typography
            variant="body2"
            data-testid="photo-caption"
            sx={{
              fontStyle: 'italic',
              overflowWrap: 'anywhere',
              color: image.caption ? 'text.primary' : 'text.secondary',
            }}
          >
            {image.caption ?? t('photos.noCaption')}
          </Typography>
        </Box>
        {canWrite && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(true)}
              data-testid="delete-photo"
            >
              {shell.t('common.delete')}
            </Button>
            <Button
              startIcon={<ShortTextIcon />}
              onClick={() => setCaptioning(true)}
              data-testid="caption-photo"
            >
              {t('photos.caption')}
            </Button>
            <Button
              variant="contained"
              startIcon={<DrawIcon />}
              onClick={onAnnotate}
              data-testid="annotate-photo"
            >
              {t('annotate.open')}
            </Button>
          </Box>
        )}
      </DialogActions>
      {captioning && (
        <TextPromptDialog
          title={t('photos.captionTitle', { label })}
          label={t('photos.captionLabel')}
          initial={image.caption ?? ''}
          maxLength={REMARK_IMAGE_CAPTION_MAX_LENGTH}
          allowEmpty
          busy={caption.isPending}
          testId="photo-caption-dialog"
          saveTestId="photo-caption-save"
          inputTestId="photo-caption-input"
          onSubmit={saveCaption}
          onClose={() => setCaptioning(false)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title={t('photos.deleteTitle')}
        busy={remove.isPending}
        testId="delete-photo-dialog"
        onClose={() => setConfirming(false)}
        onConfirm={confirmDelete}
      >
        <Typography>
          {shown.version !== null
            ? t('photos.deleteVersionBody')
            : versions > 0
              ? t('photos.deleteWithVersionsBody', { count: versions })
              : t('photos.deleteBody')}
        </Typography>
      </ConfirmDialog>
    </TitledDialog>
  );
}
