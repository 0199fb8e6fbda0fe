import { useEffect, type ReactNode, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { ConfirmDialog } from './confirm-dialog';
import { DetailPageFrame } from './detail-page-frame';
import { EditorActionBar } from './editor-action-bar';

/** The keys of the frame's texts, which every admin editor's feature texts have. */
type EditorFrameTextKey =
  | 'title'
  | 'loadError'
  | 'editor.archivedNotice'
  | 'editor.notFoundTitle'
  | 'editor.notFoundBody'
  | 'editor.save'
  | 'editor.saving'
  | 'editor.reset'
  | 'editor.unsaved'
  | 'editor.restored'
  | 'editor.discard'
  | 'editor.leaveTitle'
  | 'editor.leaveBody'
  | 'editor.leave';

type EditorFrameT = (key: EditorFrameTextKey) => string;

interface AdminEditorFrameProps {
  /**
   * Names the test ids: `{kind}-editor`, `{kind}-save`, `{kind}-unsaved`, `{kind}-draft-restored`,
   * `{kind}-draft-discard`, `{kind}-leave-dialog`.
   */
  kind: string;
  t: EditorFrameT;
  title: string;
  /** Whether the record is archived, which is said under the title. */
  archived: boolean;
  /** The editor's panel, whose first field message gets the focus. */
  panel: RefObject<HTMLDivElement | null>;
  onSave(): void;
  onReset(): void;
  saving: boolean;
  dirty: boolean;
  /** Whether the draft shown is unsaved changes kept from an earlier visit (see `useEditorDraft`). */
  restored: boolean;
  /** A saved record's own actions (archive, delete). */
  actions?: ReactNode;
  /** The editor's notes and sections, between the title and the action bar. */
  children: ReactNode;
}

/** An admin editor's page (input forms, inspection blueprints): its title, its sections, and save and undo. */
export function AdminEditorFrame({
  kind,
  t,
  title,
  archived,
  panel,
  onSave,
  onReset,
  saving,
  dirty,
  restored,
  actions,
  children,
}: AdminEditorFrameProps) {
  return (
    <Stack spacing={2} data-testid={`${kind}-editor`} ref={panel}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {archived && <Alert severity="info">{t('editor.archivedNotice')}</Alert>}
      {restored && dirty && (
        <Alert
          severity="info"
          data-testid={`${kind}-draft-restored`}
          action={
            <Button color="inherit" size="small" onClick={onReset} data-testid={`${kind}-draft-discard`}>
              {t('editor.discard')}
            </Button>
          }
        >
          {t('editor.restored')}
        </Alert>
      )}
      {children}
      <EditorActionBar
        onSave={onSave}
        onReset={onReset}
        saving={saving}
        dirty={dirty}
        labels={{
          save: t('editor.save'),
          saving: t('editor.saving'),
          reset: t('editor.reset'),
          unsaved: t('editor.unsaved'),
        }}
        testIdPrefix={kind}
        actions={actions}
      />
      <LeaveWarning kind={kind} t={t} active={dirty && !saving} />
    </Stack>
  );
}

/**
 * Asks before unsaved changes are left behind: a move to another page of the app asks in a dialog,
 * a reload or a closed tab in the browser's own question (the draft is kept for the session either way).
 */
function LeaveWarning({ kind, t, active }: { kind: string; t: EditorFrameT; active: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('editor.leaveTitle')}
      confirmLabel={t('editor.leave')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
      testId={`${kind}-leave-dialog`}
    >
      {t('editor.leaveBody')}
    </ConfirmDialog>
  );
}

interface EditorSectionProps {
  title: string;
  /** Less room around a list of items, for narrow screens. */
  dense?: boolean;
  /** Lays the fields out in two columns from small screens up. */
  columns?: boolean;
  children: ReactNode;
}

/** A titled section of an admin editor. */
export function EditorSection({ title, dense = false, columns = false, children }: EditorSectionProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: dense ? 1.5 : 2, sm: 3 } }} component="section">
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {columns ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {children}
        </Box>
      ) : (
        children
      )}
    </Paper>
  );
}

interface AdminEditorPageProps<Data> {
  kind: string;
  t: EditorFrameT;
  query: UseQueryResult<Data>;
  /** The list the record belongs to, where a missing one sends the user back. */
  listHref: string;
  children(data: Data): ReactNode;
}

/** A saved record's admin editor page: loading, a missing record, a failed load, then the editor. */
export function AdminEditorPage<Data>({ kind, t, query, listHref, children }: AdminEditorPageProps<Data>) {
  return (
    <DetailPageFrame
      query={query}
      skeleton={[240, 320]}
      notFound={{
        title: t('editor.notFoundTitle'),
        body: t('editor.notFoundBody'),
        testId: `${kind}-not-found`,
        backTo: listHref,
        backLabel: t('title'),
      }}
      errorTitle={t('loadError')}
    >
      {children}
    </DetailPageFrame>
  );
}
