import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatDateTime } from '@syna/contracts/format';
import type { Tenant } from '@syna/contracts/tenant';
import { SideDrawer } from '@/lib/ui/side-drawer';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import { publicPageUrls } from '@/lib/navigation/app-paths';
import { useVisitHistory } from './use-visit-history';

interface HistoryDrawerProps {
  open: boolean;
  onClose(): void;
  userId: string;
  tenant: Tenant;
}

/** The right drawer: the last visited pages and the organisation's public pages. */
export function HistoryDrawer({ open, onClose, userId, tenant }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const visits = useVisitHistory(userId);
  const publicLinks = [
    { href: publicPageUrls.orderPage(tenant.id), label: t('history.orderPage') },
    ...(tenant.settings['order.calendar.enabled']
      ? [{ href: publicPageUrls.calendar(tenant.id), label: t('history.calendarPage') }]
      : []),
  ];
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      titleId="history-drawer-title"
      title={t('history.title')}
      testId="history-drawer"
    >
      <Divider />
      {visits.length === 0 ? (
        <Typography sx={{ p: 2, color: 'text.secondary' }}>{t('history.empty')}</Typography>
      ) : (
        <List aria-labelledby="history-drawer-title">
          {visits.map((visit) => (
            <ListItem key={visit.target} disablePadding>
              <ListItemButton component={RouterLink} to={visit.target} onClick={onClose}>
                <ListItemText
                  primary={
                    visit.tenantName ? `${t(visit.titleKey)} · ${visit.tenantName}` : t(visit.titleKey)
                  }
                  secondary={`${visit.target} · ${formatDateTime(visit.visitedAt)}`}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Divider />
      <Typography component="h3" variant="h3" sx={{ px: 2, pt: 2 }}>
        {t('history.publicPages')}
      </Typography>
      <List>
        {publicLinks.map((link) => (
          <ListItem key={link.href}>
            <Link href={link.href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', gap: 0.5 }}>
              {link.label}
              <OpenInNewIcon fontSize="small" aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                {t('common.opensInNewTab')}
              </Box>
            </Link>
          </ListItem>
        ))}
      </List>
    </SideDrawer>
  );
}
