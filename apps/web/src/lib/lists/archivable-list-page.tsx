import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ArchivableListToolbar } from './archivable-list-toolbar';

interface ArchivableListPageProps {
  title: string;
  /** The heading's id, which the list is labelled by. */
  titleId: string;
  intro: string;
  testId: string;
  showArchived: boolean;
  onShowArchivedChange(show: boolean): void;
  showArchivedLabel: string;
  /** The page of a new item. */
  create: { href: string; label: string; testId: string };
  /** The list's status and rows (and the dialogs its rows open). */
  children: ReactNode;
}

/**
 * An admin page listing archivable items (input forms, inspection blueprints): its heading and
 * introduction, the "show archived" switch and the button to a new item above the list.
 */
export function ArchivableListPage({
  title,
  titleId,
  intro,
  testId,
  showArchived,
  onShowArchivedChange,
  showArchivedLabel,
  create,
  children,
}: ArchivableListPageProps) {
  return (
    <Stack spacing={2} data-testid={testId}>
      <Typography id={titleId} variant="h1">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{intro}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <ArchivableListToolbar
            showArchived={showArchived}
            onShowArchivedChange={onShowArchivedChange}
            showArchivedLabel={showArchivedLabel}
            action={
              <Button
                component={RouterLink}
                to={create.href}
                variant="contained"
                startIcon={<AddIcon />}
                data-testid={create.testId}
              >
                {create.label}
              </Button>
            }
          />
          {children}
        </Stack>
      </Paper>
    </Stack>
  );
}
