import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useDayCheck } from '@/features/calendar/api';
import { useCalendarTexts } from '@/features/calendar/texts';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { appPaths } from '@/lib/navigation/app-paths';

/**
 * "Önskade besiktningar denna dag": the orders whose customers asked for the day, each with its
 * estate, so the office sees what the day should hold (`GET /vb/admin/check/{date}`).
 */
export function DayCheckList({ date }: { date: string }) {
  const tenantId = useTenantId();
  const { t } = useCalendarTexts();
  const check = useDayCheck(date);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="day-check" data-date={date}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {t('dayCheck.title')}
      </Typography>
      {check.isPending && <Skeleton variant="rounded" height={48} />}
      {check.isError && (
        <Alert severity="error" variant="outlined">
          <strong>{t('dayCheck.loadError')}</strong>
          <div>{check.error.message}</div>
        </Alert>
      )}
      {check.isSuccess && check.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }} data-testid="day-check-empty">
          {t('dayCheck.empty')}
        </Typography>
      )}
      {check.isSuccess && check.data.length > 0 && (
        <List dense disablePadding>
          {check.data.map((order) => {
            const estate = [order.estateLocation, order.estateNumber].filter(Boolean).join(' ');
            return (
              <ListItem key={order.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={appPaths.order(tenantId, order.id)}
                  data-testid="day-check-order"
                  data-id={order.id}
                >
                  <ListItemText
                    primary={`${order.preferredTime ? `${order.preferredTime.slice(0, 5)} ` : ''}${order.customerName} · ${order.address}`}
                    secondary={`${t('dayCheck.order', { number: order.number })} · ${
                      estate ? `${t('dayCheck.estate')} ${estate}` : t('dayCheck.noEstate')
                    }`}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
