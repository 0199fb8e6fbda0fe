import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { Account } from '@syna/contracts/tenant';
import { OpenedOnce } from '@/lib/ui/opened-once';

// Loaded when first opened, with MUI's Menu, Popover and Modal.
const OrganizationMenu = lazy(async () => ({
  default: (await import('./organization-menu')).OrganizationMenu,
}));

interface OrganizationSwitcherProps {
  tenantName: string;
  accounts: readonly Account[];
}

/** Shown only to users of more than one organisation; choosing one re-initialises the app for it. */
export function OrganizationSwitcher({ tenantName, accounts }: OrganizationSwitcherProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        data-testid="org-switcher"
        aria-label={t('shell.organizationSwitcher', { name: tenantName })}
        aria-haspopup="menu"
        aria-controls={anchor ? 'organization-menu' : undefined}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', fontSize: '1rem', maxWidth: 280 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {tenantName}
        </span>
      </Button>
      <OpenedOnce open={Boolean(anchor)}>
        <OrganizationMenu
          id="organization-menu"
          accounts={accounts}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      </OpenedOnce>
    </>
  );
}
