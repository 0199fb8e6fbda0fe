import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { LocalPagination, useLocalPaging } from './local-paging';

interface ArchivableRowProps {
  name: string;
  href: string;
  /** A line under the name (what the item covers). */
  detail: ReactNode;
  /** Chips before the menu: "Dold" (outlined), "Arkiverad" … */
  chips: readonly { label: string; outlined?: boolean }[];
  archived: boolean;
  /** The menu's texts in the list's own words, the item's name already in `actions`. */
  labels: { actions: string; archive: string; unarchive: string; delete: string };
  onArchive(archived: boolean): void;
  onDelete(): void;
  testId: string;
  dataId: string;
}

/** One item of an administrator's archivable list: its name as a link, a line about it, chips and a menu. */
export function ArchivableRow({
  name,
  href,
  detail,
  chips,
  archived,
  labels,
  onArchive,
  onDelete,
  testId,
  dataId,
}: ArchivableRowProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
      data-testid={testId}
      data-id={dataId}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link component={RouterLink} to={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Link>
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      </Box>
      {chips.map((chip) => (
        <Chip
          key={chip.label}
          size="small"
          variant={chip.outlined ? 'outlined' : 'filled'}
          label={chip.label}
        />
      ))}
      <IconButton aria-label={labels.actions} onClick={(event) => setMenu(event.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onArchive(!archived);
          }}
        >
          {archived ? labels.unarchive : labels.archive}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenu(null);
            onDelete();
          }}
          sx={{ color: 'error.main' }}
        >
          {labels.delete}
        </MenuItem>
      </Menu>
    </Box>
  );
}

/** The rows of an archivable list a page at a time, as a list named by the page's heading. */
export function ArchivableRows<Item>({
  items,
  listId,
  labelledBy,
  row,
}: {
  items: readonly Item[];
  /** The list's page size is remembered under this id. */
  listId: string;
  labelledBy: string;
  row(item: Item): ReactNode;
}) {
  const paging = useLocalPaging(items, listId);
  if (items.length === 0) return null;
  return (
    <>
      <Box
        component="ul"
        aria-labelledby={labelledBy}
        sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
      >
        {paging.rows.map(row)}
      </Box>
      <LocalPagination paging={paging} />
    </>
  );
}
