import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import { annotationsSchema, type Annotation, type Remark, type RemarkImage } from '@syna/contracts/remarks';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import {
  ANNOTATION_COLORS,
  defaultStrokeWidth,
  textShape,
  type AnnotationTool,
  type Point,
} from '@/features/remarks/annotation/annotation-geometry';
import { renderAnnotatedJpeg } from '@/features/remarks/annotation/annotation-render';
import { originalOf } from '@/features/remarks/photo-order';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useLoadedImage } from '@/features/remarks/use-loaded-image';
import { usePhotoUpload } from '@/features/remarks/use-photo-upload';
import { AnnotationCanvas } from './annotation-canvas';
import { AnnotationToolbar } from './annotation-toolbar';
import { TextPromptDialog } from './text-prompt-dialog';

const MAX_SHAPES = 200;

interface AnnotationEditorDialogProps {
  inspectionId: string;
  remark: Remark;
  /** The photo opened; an annotated version opens on its original with its shapes, to change them. */
  image: RemarkImage;
  onSaved(image: RemarkImage): void;
  onClose(): void;
}

/**
 * Draws rectangles, circles, arrows and text on a photo. Saving renders the photo with the shapes
 * to a JPEG here in the browser and uploads it as a new, annotated version of the original (which
 * is kept), with the shapes beside it.
 */
export function AnnotationEditorDialog({
  inspectionId,
  remark,
  image,
  onSaved,
  onClose,
}: AnnotationEditorDialogProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const titleId = useId();
  const base = originalOf(remark.images, image);
  const [startShapes] = useState<Annotation[]>(() => (base.id !== image.id ? (image.annotations ?? []) : []));
  const loaded = useLoadedImage(base.url);
  const [shapes, setShapes] = useState<Annotation[]>(startShapes);
  const [tool, setTool] = useState<AnnotationTool>('arrow');
  const [color, setColor] = useState<string>(ANNOTATION_COLORS[0]);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [saving, setSaving] = useState(false);
  const [renderFailed, setRenderFailed] = useState(false);
  const uploader = usePhotoUpload(inspectionId, remark);
  const dirty = shapes !== startShapes;
  const size = loaded.image ? { width: loaded.image.naturalWidth, height: loaded.image.naturalHeight } : null;
  const style = { color, strokeWidth: size ? defaultStrokeWidth(size) : 4 };

  const add = (shape: Annotation) =>
    setShapes((current) => (current.length < MAX_SHAPES ? [...current, shape] : current));
  const close = () => (dirty && !saving ? setDiscarding(true) : !saving && onClose());

  const save = async () => {
    if (!loaded.image || !size || shapes.length === 0) return;
    setSaving(true);
    setRenderFailed(false);
    try {
      const blob = await renderAnnotatedJpeg(loaded.image, size, shapes);
      const [stored] = await uploader.upload([
        {
          file: blob,
          name: t('annotate.fileName'),
          fields: { originalId: base.id, annotations: annotationsSchema.parse(shapes) },
        },
      ]);
      if (stored) {
        showSnackbar({ subject: t('annotate.saved') });
        onSaved(stored);
      }
    } catch {
      setRenderFailed(true);
    } finally {
      setSaving(false);
    }
  };

  const progress = uploader.progress;
  return (
    <Dialog open fullScreen onClose={close} aria-labelledby={titleId} data-testid="annotation-editor">
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense" sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
          <IconButton edge="start" onClick={close} aria-label={shell.t('common.close')} disabled={saving}>
            <CloseIcon />
          </IconButton>
          <Typography
            id={titleId}
            variant="h2"
            component="h2"
            sx={{ flexGrow: 1, fontSize: '1.1rem' }}
            noWrap
          >
            {t('annotate.title')}
          </Typography>
          <IconButton
            onClick={() => setShapes((current) => current.slice(0, -1))}
            disabled={shapes.length === 0 || saving}
            aria-label={t('annotate.undo')}
            data-testid="annotation-undo"
          >
            <UndoIcon />
          </IconButton>
          <Button
            variant="contained"
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            onClick={() => void save()}
            disabled={!size || shapes.length === 0 || saving}
            data-testid="save-annotation"
          >
            {saving ? shell.t('common.saving') : shell.t('common.save')}
          </Button>
        </Toolbar>
        {progress && (
          <LinearProgress
            variant="determinate"
            value={progress.fraction * 100}
            aria-label={t('photos.uploadProgress', { name: progress.name })}
          />
        )}
      </AppBar>
      <AnnotationToolbar tool={tool} color={color} onTool={setTool} onColor={setColor} />
      {(uploader.problems.length > 0 || renderFailed) && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }} data-testid="annotation-error">
          <strong>{t('annotate.saveFailed')}</strong>
          {uploader.problems.map((problem) => (
            <div key={problem.name}>{problem.message}</div>
          ))}
        </Alert>
      )}
      <Box
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'grey.900',
          p: { xs: 0.5, sm: 1 },
          overflow: 'auto',
        }}
      >
        {loaded.error ? (
          <LoadError title={t('annotate.loadError')} />
        ) : !size ? (
          <CircularProgress aria-label={shell.t('common.loading')} sx={{ color: 'grey.300' }} />
        ) : (
          <AnnotationCanvas
            src={base.url}
            size={size}
            shapes={shapes}
            tool={tool}
            style={style}
            label={t('annotate.canvasLabel', { count: shapes.length, tool: t(`annotate.tool.${tool}`) })}
            onAdd={add}
            onTextAt={setTextAt}
          />
        )}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'center', py: 0.5, color: 'text.secondary' }}>
        {tool === 'text' ? t('annotate.hintText') : t('annotate.hintDrag')}
      </Typography>
      {textAt && size && (
        <TextPromptDialog
          onClose={() => setTextAt(null)}
          onSubmit={(text) => {
            const shape = textShape(textAt, text, style, size);
            if (shape) add(shape);
            setTextAt(null);
          }}
        />
      )}
      <ConfirmDialog
        open={discarding}
        title={t('annotate.discardTitle')}
        confirmLabel={t('annotate.discard')}
        onClose={() => setDiscarding(false)}
        onConfirm={onClose}
      >
        <Typography>{t('annotate.discardBody')}</Typography>
      </ConfirmDialog>
    </Dialog>
  );
}
