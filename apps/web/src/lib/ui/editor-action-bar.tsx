import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface EditorActionBarProps {
  onSave(): void;
  /** Undoes the unsaved changes. */
  onReset(): void;
  saving: boolean;
  /** Whether there are unsaved changes: they are said, and can be undone. */
  dirty: boolean;
  labels: { save: string; saving: string; reset: string; unsaved: string };
  /** Names the save button `{testIdPrefix}-save` and the unsaved note `{testIdPrefix}-unsaved`. */
  testIdPrefix: string;
  /** A saved record's own actions (archive, delete), at the far end. */
  actions?: ReactNode;
}

/** An admin editor's save and undo, kept in view at the bottom of the page while it scrolls. */
export function EditorActionBar({
  onSave,
  onReset,
  saving,
  dirty,
  labels,
  testIdPrefix,
  actions,
}: EditorActionBarProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Button variant="contained" onClick={onSave} disabled={saving} data-testid={`${testIdPrefix}-save`}>
        {saving ? labels.saving : labels.save}
      </Button>
      <Button onClick={onReset} disabled={saving || !dirty}>
        {labels.reset}
      </Button>
      {dirty && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid={`${testIdPrefix}-unsaved`}>
          {labels.unsaved}
        </Typography>
      )}
      {actions && <Box sx={{ ml: { sm: 'auto' } }}>{actions}</Box>}
    </Paper>
  );
}
