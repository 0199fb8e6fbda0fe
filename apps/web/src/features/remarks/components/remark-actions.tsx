import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import { truncate } from '@syna/contracts/format';
import type { InspectionObject } from '@syna/contracts/remarks';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { useSaveRemark } from '@/features/remarks/field-changes';
import type { RemarkDraft } from '@/features/remarks/remark-clipboard';
import type { OpenTabDialog } from '@/features/remarks/tab-dialog';
import { useRemarksTexts } from '@/features/remarks/texts';
import { useRemarkClipboard } from '@/features/remarks/use-remark-clipboard';

interface RemarkActionsProps {
  inspectionId: string;
  object: InspectionObject;
  onOpen: OpenTabDialog;
}

/** Ways to add a remark to an object: new, from the library, the last one again, or pasted. */
export function RemarkActions({ inspectionId, object, onOpen }: RemarkActionsProps) {
  const { t } = useRemarksTexts();
  const shell = useTranslation();
  const clipboard = useRemarkClipboard();
  const save = useSaveRemark(inspectionId);
  const last = clipboard.lastSavedRemark;

  const add = (draft: RemarkDraft, message: string) =>
    save.mutate(
      { objectId: object.id, id: null, body: draft },
      { onSuccess: () => showSnackbar({ subject: message }) },
    );

  const paste = () => {
    // Pasting from an empty clipboard is an error ("Inga data i urklipp"), not a no-op.
    if (!clipboard.clipboard) showError(shell.t('message.clipboardEmpty'));
    else add(clipboard.clipboard, t('remarks.pasted', { title: clipboard.clipboard.title }));
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onOpen({ kind: 'remark-form', objectId: object.id, remark: null })}
        aria-label={t('remarks.addTo', { name: object.name })}
        data-testid="add-remark"
      >
        {t('remarks.add')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<LibraryBooksOutlinedIcon />}
        onClick={() => onOpen({ kind: 'saved-remarks', objectId: object.id })}
        aria-label={t('saved.pickFor', { name: object.name })}
        data-testid="pick-saved-remark"
      >
        {t('saved.pick')}
      </Button>
      {last && (
        <Tooltip title={truncate(last.title)}>
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            onClick={() => add(last, t('remarks.repeated', { title: last.title }))}
            disabled={save.isPending}
            aria-label={t('remarks.repeatLabel', { title: last.title, name: object.name })}
            data-testid="repeat-last-remark"
          >
            {t('remarks.repeat')}
          </Button>
        </Tooltip>
      )}
      <Button
        size="small"
        startIcon={<ContentPasteIcon />}
        onClick={paste}
        disabled={save.isPending}
        aria-label={t('remarks.pasteInto', { name: object.name })}
        data-testid="paste-remark"
      >
        {t('remarks.paste')}
      </Button>
    </Box>
  );
}
