import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Account } from '@syna/contracts/tenant';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';

interface OrganizationMenuProps {
  id: string;
  accounts: readonly Account[];
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The user's organisations; choosing another one opens its dashboard. */
export function OrganizationMenu({ id, accounts, anchor, onClose }: OrganizationMenuProps) {
  const tenantId = useTenantId();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <ListSubheader>{t('shell.organizations')}</ListSubheader>
      {accounts.map((account) => (
        <MenuItem
          key={account.tenant.id}
          selected={account.tenant.id === tenantId}
          onClick={() => {
            onClose();
            if (account.tenant.id !== tenantId) void navigate(appPaths.home(account.tenant.id));
          }}
        >
          {account.tenant.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
