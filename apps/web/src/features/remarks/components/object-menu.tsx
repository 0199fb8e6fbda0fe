import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { InspectionObject } from '@syna/contracts/remarks';
import { useRemarksTexts } from '@/features/remarks/texts';
import { ActionMenu } from './action-menu';

interface ObjectMenuProps {
  object: InspectionObject;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  /** Copying needs the network now (offline, photos to copy): offered disabled, saying so. */
  copyNeedsNetwork: boolean;
  onEdit(): void;
  onCopy(): void;
  onMove(offset: -1 | 1): void;
  onDelete(): void;
}

/** An object's actions: edit, copy, move up or down, delete. */
export function ObjectMenu({
  object,
  canMoveUp,
  canMoveDown,
  busy,
  copyNeedsNetwork,
  onEdit,
  onCopy,
  onMove,
  onDelete,
}: ObjectMenuProps) {
  const { t } = useRemarksTexts();
  return (
    <ActionMenu
      label={t('objects.actions', { name: object.name })}
      testId="object-menu"
      disabled={busy}
      actions={[
        {
          id: 'edit',
          label: t('objects.edit'),
          icon: <EditOutlinedIcon fontSize="small" />,
          onSelect: onEdit,
        },
        {
          id: 'copy',
          label: t('objects.copy'),
          icon: <ContentCopyIcon fontSize="small" />,
          onSelect: onCopy,
          disabled: copyNeedsNetwork,
          hint: copyNeedsNetwork ? t('objects.copyNeedsNetwork') : undefined,
        },
        {
          id: 'up',
          label: t('actions.moveUp'),
          icon: <ArrowUpwardIcon fontSize="small" />,
          onSelect: () => onMove(-1),
          disabled: !canMoveUp,
        },
        {
          id: 'down',
          label: t('actions.moveDown'),
          icon: <ArrowDownwardIcon fontSize="small" />,
          onSelect: () => onMove(1),
          disabled: !canMoveDown,
        },
        {
          id: 'delete',
          label: t('objects.delete'),
          icon: <DeleteOutlineIcon fontSize="small" />,
          onSelect: onDelete,
          danger: true,
        },
      ]}
    />
  );
}
