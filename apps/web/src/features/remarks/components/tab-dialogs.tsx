import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';
import type { InspectionObject } from '@syna/contracts/remarks';
import { useConfirmSave } from '@/lib/offline/confirm-save';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useDeleteObject, useDeleteRemark } from '@/features/remarks/field-changes';
import type { OpenTabDialog, TabDialog } from '@/features/remarks/tab-dialog';
import { useRemarksTexts } from '@/features/remarks/texts';
import { AnnotationEditorDialog } from './annotation-editor-dialog';
import { ObjectFormDialog } from './object-form-dialog';
import { PhotoViewerDialog } from './photo-viewer-dialog';
import { RemarkFormDialog } from './remark-form-dialog';
import { SavedRemarkDialog } from './saved-remark-dialog';

interface TabDialogsProps {
  inspectionId: string;
  typeId: string | null;
  /** The current objects: dialogs show what is in the cache now, not what was clicked. */
  objects: InspectionObject[];
  dialog: TabDialog;
  onOpen: OpenTabDialog;
  onClose(): void;
  onObjectCountChange?(): void;
}

/** The objects tab's dialogs; one at a time. */
export function TabDialogs({
  inspectionId,
  typeId,
  objects,
  dialog,
  onOpen,
  onClose,
  onObjectCountChange,
}: TabDialogsProps) {
  const { t } = useRemarksTexts();
  const deleteObject = useDeleteObject(inspectionId, onObjectCountChange);
  const deleteRemark = useDeleteRemark(inspectionId);
  const confirmSave = useConfirmSave();
  const context = { inspectionId, onClose };

  switch (dialog.kind) {
    case 'object-form':
      return (
        <ObjectFormDialog {...context} object={dialog.object} onObjectCountChange={onObjectCountChange} />
      );
    case 'delete-object': {
      const { object } = dialog;
      const remarks = object.remarks.length;
      return (
        <ConfirmDialog
          open
          title={t('objects.deleteTitle')}
          busy={deleteObject.isPending}
          testId="delete-object-dialog"
          onClose={onClose}
          onConfirm={() =>
            deleteObject.mutate(object.id, {
              onSuccess: () => {
                confirmSave(object.id, { subject: t('objects.deleted', { name: object.name }) });
                onClose();
              },
            })
          }
        >
          <Typography>
            {remarks > 0
              ? t('objects.deleteBodyWithRemarks', { name: truncate(object.name), count: remarks })
              : t('objects.deleteBody', { name: truncate(object.name) })}
          </Typography>
        </ConfirmDialog>
      );
    }
    case 'remark-form':
      return (
        <RemarkFormDialog
          {...context}
          objectId={dialog.objectId}
          remark={dialog.remark}
          draft={dialog.draft}
        />
      );
    case 'delete-remark': {
      const { remark, objectId } = dialog;
      return (
        <ConfirmDialog
          open
          title={t('remarks.deleteTitle')}
          busy={deleteRemark.isPending}
          testId="delete-remark-dialog"
          onClose={onClose}
          onConfirm={() =>
            deleteRemark.mutate(
              { objectId, remarkId: remark.id },
              {
                onSuccess: () => {
                  confirmSave(remark.id, { subject: t('remarks.deleted', { title: remark.title }) });
                  onClose();
                },
              },
            )
          }
        >
          <Typography>
            {remark.images.length > 0
              ? t('remarks.deleteBodyWithPhotos', {
                  title: truncate(remark.title),
                  count: remark.images.length,
                })
              : t('remarks.deleteBody', { title: truncate(remark.title) })}
          </Typography>
        </ConfirmDialog>
      );
    }
    case 'saved-remarks':
      return <SavedRemarkDialog {...context} objectId={dialog.objectId} typeId={typeId} />;
    case 'photo':
    case 'annotate': {
      const remark = objects
        .find((object) => object.id === dialog.objectId)
        ?.remarks.find((candidate) => candidate.id === dialog.remarkId);
      const image = remark?.images.find((candidate) => candidate.id === dialog.imageId);
      // Gone (deleted here or elsewhere): nothing to show.
      if (!remark || !image) return null;
      return dialog.kind === 'photo' ? (
        <PhotoViewerDialog
          {...context}
          remark={remark}
          image={image}
          onShow={(imageId) => onOpen({ ...dialog, imageId })}
          onAnnotate={() => onOpen({ ...dialog, kind: 'annotate' })}
        />
      ) : (
        <AnnotationEditorDialog
          {...context}
          remark={remark}
          image={image}
          onSaved={(saved) => onOpen({ ...dialog, kind: 'photo', imageId: saved.id })}
        />
      );
    }
  }
}
