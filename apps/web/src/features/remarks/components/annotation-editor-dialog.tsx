import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SaveIcon from '@mui/icons-material/Save';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UndoIcon from '@mui/icons-material/Undo';
import type { Annotation, Remark, RemarkImage } from '@syna/contracts/remarks';
import { defaultStrokeWidth } from '@syna/contracts/annotation-drawing';
import { isHttpError } from '@/lib/http/http-error';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { useAnnotateImage } from '@/features/remarks/field-changes';
import {
  ANNOTATION_COLORS,
  textShape,
  type EditorTool,
  type Point,
} from '@/features/remarks/annotation/annotation-geometry';
import { annotatedVersionOf, originalOf } from '@/features/remarks/photo-order';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useLoadedImage } from '@/features/remarks/use-loaded-image';
import { AnnotationCanvas } from './annotation-canvas';
import { AnnotationToolbar } from './annotation-toolbar';
import { TextPromptDialog } from './text-prompt-dialog';

const MAX_SHAPES = 200;

interface AnnotationEditorDialogProps {
  inspectionId: string;
  remark: Remark;
  /**
   * The photo opened: it opens on the original with the marks of its annotated version (saved as
   * vectors), to move, remove or add to them.
   */
  image: RemarkImage;
  onSaved(image: RemarkImage): void;
  onClose(): void;
}

/**
 * Draws rectangles, circles, arrows and text on a photo, and moves or removes them. Saving sends
 * only the marks: the server draws the annotated version from the stored original (which is kept)
 * and replaces the previous version, so no full-size image is made or uploaded here.
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
  const [startShapes] = useState<Annotation[]>(
    () => (base.id !== image.id ? image : annotatedVersionOf(remark.images, base))?.annotations ?? [],
  );
  const loaded = useLoadedImage(base.url);
  // Every change is a new list, the earlier ones kept for undo.
  const [history, setHistory] = useState<Annotation[][]>([startShapes]);
  const shapes = history[history.length - 1]!;
  const [selected, setSelected] = useState<number | null>(null);
  const [tool, setTool] = useState<EditorTool>(startShapes.length > 0 ? 'move' : 'arrow');
  const [color, setColor] = useState<string>(ANNOTATION_COLORS[0]);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const annotate = useAnnotateImage(inspectionId);
  const saving = annotate.isPending;
  const dirty = shapes !== startShapes;
  const size = loaded.image ? { width: loaded.image.naturalWidth, height: loaded.image.naturalHeight } : null;
  const style = { color, strokeWidth: size ? defaultStrokeWidth(size) : 4 };

  const change = (next: Annotation[]) => setHistory((earlier) => [...earlier, next]);
  const add = (shape: Annotation) => shapes.length < MAX_SHAPES && change([...shapes, shape]);
  const replace = (index: number, shape: Annotation) =>
    change(shapes.map((current, place) => (place === index ? shape : current)));
  const remove = (index: number) => {
    change(shapes.filter((_shape, place) => place !== index));
    setSelected(null);
  };
  const undo = () => {
    setHistory((earlier) => (earlier.length > 1 ? earlier.slice(0, -1) : earlier));
    setSelected(null);
  };
  const close = () => (dirty && !saving ? setDiscarding(true) : !saving && onClose());

  const save = () => {
    if (shapes.length === 0) return;
    annotate.mutate(
      { objectId: remark.objectId, remarkId: remark.id, imageId: base.id, annotations: shapes },
      {
        onSuccess: (version) => {
          showSnackbar({ subject: t('annotate.saved') });
          onSaved(version);
        },
      },
    );
  };

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
          {tool === 'move' && selected !== null && (
            <IconButton
              onClick={() => remove(selected)}
              disabled={saving}
              aria-label={t('annotate.removeMark')}
              data-testid="annotation-remove"
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
          <IconButton
            onClick={undo}
            disabled={history.length === 1 || saving}
            aria-label={t('annotate.undo')}
            data-testid="annotation-undo"
          >
            <UndoIcon />
          </IconButton>
          <Button
            variant="contained"
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            onClick={save}
            disabled={!size || shapes.length === 0 || !dirty || saving}
            data-testid="save-annotation"
          >
            {saving ? shell.t('common.saving') : shell.t('common.save')}
          </Button>
        </Toolbar>
      </AppBar>
      <AnnotationToolbar
        tool={tool}
        color={color}
        onTool={(next) => {
          setTool(next);
          setSelected(null);
        }}
        onColor={setColor}
      />
      {annotate.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }} data-testid="annotation-error">
          <strong>{t('annotate.saveFailed')}</strong>
          {isHttpError(annotate.error) && <div>{annotate.error.message}</div>}
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
            src={loaded.src}
            size={size}
            shapes={shapes}
            tool={tool}
            style={style}
            label={t('annotate.canvasLabel', { count: shapes.length, tool: t(`annotate.tool.${tool}`) })}
            selected={selected}
            onSelect={setSelected}
            onAdd={add}
            onChange={replace}
            onRemove={remove}
            onTextAt={setTextAt}
          />
        )}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'center', py: 0.5, color: 'text.secondary' }}>
        {t(
          tool === 'text' ? 'annotate.hintText' : tool === 'move' ? 'annotate.hintMove' : 'annotate.hintDrag',
        )}
      </Typography>
      {textAt && size && (
        <TextPromptDialog
          title={t('annotate.textTitle')}
          label={t('annotate.textLabel')}
          saveLabel={t('annotate.textAdd')}
          maxLength={500}
          testId="annotation-text-dialog"
          saveTestId="annotation-text-add"
          inputTestId="annotation-text-input"
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
