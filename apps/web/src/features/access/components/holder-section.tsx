import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { showSnackbar } from '@/lib/snackbar/snackbar';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { useAccessTexts } from '@/features/access/texts';
import { SectionHeader } from './access-list';
import { NameAndPatternsDialog } from './name-and-patterns-dialog';

/** A named holder of permission patterns: a role or a group. */
interface Holder {
  id: string;
  name: string;
  permissions: string[];
}

/** The edit and delete buttons of one row, labelled with the name the row shows. */
export interface HolderActions {
  edit: ReactNode;
  remove: ReactNode;
}

/**
 * A section of the roles page listing holders of patterns (roles or groups): loading, error and
 * empty states, the create-and-edit dialog and the confirmed delete. What differs between roles
 * and groups (their rows, what saving means, what a delete warns of) comes in as props.
 */
export function HolderSection<T extends Holder>({
  kind,
  query,
  skeletonHeight,
  empty,
  label = (holder) => holder.name,
  row,
  save,
  nameLockedReason,
  nameTaken,
  remove,
  deleteBody,
  dialogs,
}: {
  /** Names the texts (`roles.title`, `groups.create`, …) and test ids (`role-edit-…`). */
  kind: 'role' | 'group';
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  skeletonHeight: number;
  /** What an empty list shows; nothing when a list is never empty. */
  empty?: ReactNode;
  /** How a holder is named to the reader (a built-in role by its label). */
  label?: (holder: T) => string;
  row: (holder: T, actions: HolderActions) => ReactNode;
  save: (holder: T | null, name: string, patterns: string[]) => Promise<unknown>;
  nameLockedReason?: (holder: T) => string | undefined;
  /** Whether a holder other than `editing` goes by `name` (the server's 409, said as typed). */
  nameTaken?: (name: string, editing: T | null) => boolean;
  remove: { mutateAsync: (id: string) => Promise<unknown>; isPending: boolean };
  deleteBody: (holder: T) => string;
  /** Further dialogs the rows open (a group's members). */
  dialogs?: ReactNode;
}) {
  const { t } = useAccessTexts();
  const texts = `${kind}s` as const;
  const [editing, setEditing] = useState<{ holder: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);

  async function confirmDelete(holder: T) {
    try {
      await remove.mutateAsync(holder.id);
    } catch {
      return; // The red snackbar has said why; the dialog stays open.
    }
    showSnackbar({ subject: t(`${texts}.deleted`, { name: holder.name }) });
    setDeleting(null);
  }

  const actions = (holder: T): HolderActions => ({
    edit: (
      <IconButton
        aria-label={t(`${texts}.edit`, { name: label(holder) })}
        title={t(`${texts}.edit`, { name: label(holder) })}
        onClick={() => setEditing({ holder })}
        data-testid={`${kind}-edit-${holder.name}`}
      >
        <EditIcon />
      </IconButton>
    ),
    remove: (
      <IconButton
        aria-label={t(`${texts}.delete`, { name: label(holder) })}
        title={t(`${texts}.delete`, { name: label(holder) })}
        onClick={() => setDeleting(holder)}
        data-testid={`${kind}-delete-${holder.name}`}
      >
        <DeleteIcon />
      </IconButton>
    ),
  });

  const titleId = `${texts}-title`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <SectionHeader
        id={titleId}
        title={t(`${texts}.title`)}
        action={
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEditing({ holder: null })}
            data-testid={`${kind}-create`}
          >
            {t(`${texts}.create`)}
          </Button>
        }
      />
      {query.isPending && <Skeleton variant="rounded" height={skeletonHeight} />}
      {query.isError && <LoadError title={t('loadError')} onRetry={() => void query.refetch()} />}
      {query.data?.length === 0 && empty}
      {query.data && query.data.length > 0 && (
        <Typography component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby={titleId}>
          {query.data.map((holder) => row(holder, actions(holder)))}
        </Typography>
      )}
      {editing && (
        <NameAndPatternsDialog
          title={
            editing.holder
              ? t(`${texts}.editTitle`, { name: label(editing.holder) })
              : t(`${texts}.createTitle`)
          }
          // A built-in role's name is shown, not edited: by its label, never its code.
          name={
            editing.holder
              ? nameLockedReason?.(editing.holder)
                ? label(editing.holder)
                : editing.holder.name
              : ''
          }
          patterns={editing.holder?.permissions ?? []}
          nameLockedReason={editing.holder ? nameLockedReason?.(editing.holder) : undefined}
          nameTaken={nameTaken && ((name) => nameTaken(name, editing.holder))}
          onSave={(name, patterns) => save(editing.holder, name, patterns)}
          savedMessage={(name) => t(`${texts}.saved`, { name })}
          onClose={() => setEditing(null)}
          testId={`${kind}-dialog`}
        />
      )}
      {dialogs}
      {deleting && (
        <ConfirmDialog
          open
          title={t(`${texts}.deleteTitle`, { name: deleting.name })}
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
          testId={`${kind}-delete-dialog`}
        >
          {deleteBody(deleting)}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
