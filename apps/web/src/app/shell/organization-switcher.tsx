import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { Account } from '@syna/contracts/tenant';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';

interface OrganizationSwitcherProps {
  tenantName: string;
  accounts: readonly Account[];
}

/** Shown only to users of more than one organisation; choosing one re-initialises the app for it. */
export function OrganizationSwitcher({ tenantName, accounts }: OrganizationSwitcherProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <Menu id="organization-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('shell.organizations')}</ListSubheader>
        {accounts.map((account) => (
          <MenuItem
            key={account.tenant.id}
            selected={account.tenant.id === tenantId}
            onClick={() => {
              setAnchor(null);
              if (account.tenant.id !== tenantId) void navigate(appPaths.home(account.tenant.id));
            }}
          >
            {account.tenant.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
