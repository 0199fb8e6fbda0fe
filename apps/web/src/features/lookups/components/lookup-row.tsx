import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { truncate } from '@syna/contracts/format';
import {
  lookupColor,
  lookupDescription,
  type LookupItem,
  type LookupKind,
} from '@/features/lookups/lookup-kinds';
import { useLookupsTexts } from '@/features/lookups/texts';
import { LookupChips } from './lookup-chips';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

export type LookupRowAction = 'edit' | 'archive' | 'unarchive' | 'delete' | 'up' | 'down';

interface LookupRowProps {
  kind: LookupKind;
  item: LookupItem;
  /** The item's own page, when the kind has one. */
  detailPath: string | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Set after this row was moved: its move button gets the focus back (the row's node may move). */
  focusMove?: { action: 'up' | 'down'; nonce: number } | null;
  onAction(action: LookupRowAction): void;
}

/** One lookup in a list: order buttons, colour, name (a link), flags and its actions. */
export function LookupRow({
  kind,
  item,
  detailPath,
  canMoveUp,
  canMoveDown,
  focusMove = null,
  onAction,
}: LookupRowProps) {
  const { t } = useLookupsTexts();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const rowRef = useRef<HTMLLIElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusMove) return;
    // Give the focus back only while it is on this row or was lost (the row's node moved, or
    // the pressed button was disabled at the top or bottom); never take it from elsewhere.
    const active = document.activeElement;
    if (active && active !== document.body && !rowRef.current?.contains(active)) return;
    const pressed = focusMove.action === 'up' ? canMoveUp : canMoveDown;
    const wanted = (focusMove.action === 'up') === pressed ? upRef : downRef;
    if (active !== wanted.current) wanted.current?.focus();
  }, [focusMove, canMoveUp, canMoveDown]);
  const name = useLookupLabel()(item);
  const color = lookupColor(item);
  const description = lookupDescription(item);
  const choose = (action: LookupRowAction) => {
    setMenuAnchor(null);
    onAction(action);
  };
  return (
    <Box
      component="li"
      ref={rowRef}
      data-testid="lookup-row"
      data-id={item.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1.5 },
        py: 1,
        px: { xs: 0.5, sm: 1 },
        borderBottom: 1,
        borderColor: 'divider',
        opacity: item.archived ? 0.75 : 1,
      }}
    >
      {kind.orderable && (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
          <IconButton
            size="small"
            ref={upRef}
            aria-label={t('list.moveUp', { name })}
            disabled={!canMoveUp}
            onClick={() => onAction('up')}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            ref={downRef}
            aria-label={t('list.moveDown', { name })}
            disabled={!canMoveDown}
            onClick={() => onAction('down')}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </Box>
      )}
      {kind.fields.color && (
        <Box
          aria-hidden
          sx={{
            width: 20,
            height: 20,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: color ?? 'transparent',
            border: color ? 1 : 2,
            borderColor: color ? 'rgba(0, 0, 0, 0.2)' : 'divider',
            borderStyle: color ? 'solid' : 'dashed',
          }}
        />
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {detailPath ? (
            <Link component={RouterLink} to={detailPath} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {name}
            </Link>
          ) : (
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
          )}
          <LookupChips kind={kind} item={item} />
        </Box>
        {description && (
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {truncate(description)}
          </Typography>
        )}
      </Box>
      <IconButton aria-label={t('list.edit', { name })} onClick={() => onAction('edit')}>
        <EditOutlinedIcon />
      </IconButton>
      <IconButton
        aria-label={t('list.actionsFor', { name })}
        aria-haspopup="menu"
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        {item.archived ? (
          <MenuItem onClick={() => choose('unarchive')}>
            <ListItemIcon>
              <UnarchiveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('actions.unarchive')}
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose('archive')}>
            <ListItemIcon>
              <ArchiveOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('actions.archive')}
          </MenuItem>
        )}
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          {t('actions.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
