import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import BusinessIcon from '@mui/icons-material/Business';
import type { Account } from '@syna/contracts/tenant';
import { roleLabelKey } from '@/lib/roles/role-label';
import { appPaths } from '@/lib/navigation/app-paths';

/** The user's organisations; choosing one opens its dashboard. */
export function TenantPicker({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useTranslation();
  const roleText = (roles: readonly string[]) =>
    [
      ...new Set(
        roles.map((role) => {
          const key = roleLabelKey(role);
          return key ? t(key) : role;
        }),
      ),
    ].join(', ');
  return (
    <Paper variant="outlined">
      <List data-testid="tenant-picker" aria-labelledby="welcome-organizations-title" disablePadding>
        {accounts.map((account, index) => (
          <ListItem key={account.tenant.id} disablePadding divider={index < accounts.length - 1}>
            <ListItemButton component={RouterLink} to={appPaths.home(account.tenant.id)}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  <BusinessIcon aria-hidden />
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={account.tenant.name} secondary={roleText(account.roles)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
