import { useId, useState, type ReactNode } from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface MenuAction {
  id: string;
  label: string;
  icon: ReactNode;
  onSelect(): void;
  disabled?: boolean;
  /** Why it is not offered now ("Kräver anslutning"), under its label. */
  hint?: string;
  /** A destructive action, set apart at the end and coloured. */
  danger?: boolean;
}

interface ActionMenuProps {
  /** The button's accessible name, naming what the actions act on. */
  label: string;
  actions: MenuAction[];
  disabled?: boolean;
  testId?: string;
}

/** A "more" button with a menu of actions; arrow keys move, Esc closes and returns focus. */
export function ActionMenu({ label, actions, disabled, testId }: ActionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        data-testid={testId}
        edge="end"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.flatMap((action) => [
          ...(action.danger ? [<Divider key={`${action.id}-divider`} />] : []),
          <MenuItem
            key={action.id}
            disabled={action.disabled}
            data-testid={`${testId ?? 'menu'}-${action.id}`}
            onClick={() => {
              close();
              action.onSelect();
            }}
            sx={{
              ...(action.danger ? { color: 'error.main' } : {}),
              // A reason wraps within a phone's width rather than run off it.
              ...(action.hint ? { whiteSpace: 'normal', maxWidth: 320 } : {}),
            }}
          >
            <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>
              {action.icon}
            </ListItemIcon>
            <ListItemText secondary={action.hint}>{action.label}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
    </>
  );
}
