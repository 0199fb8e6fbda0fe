import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { partyName, type Order, type OrderParty } from '@syna/contracts/orders';
import { addressLines, formatDateTime } from '@syna/contracts/format';
import { useOrderTexts } from '@/features/orders/texts';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

/** The assignments the order became, one per ordered type, each a link. */
function AssignmentLinks({ order }: { order: Order }) {
  const tenantId = useTenantId();
  if (order.inspections.length === 0) return null;
  return (
    <Box component="span" data-testid="order-assignments">
      {order.inspections.map((inspection, index) => (
        <span key={inspection.id}>
          {index > 0 && ', '}
          <Link
            component={RouterLink}
            to={appPaths.inspection(tenantId, inspection.id)}
            data-testid="order-assignment"
          >
            {inspection.number}
          </Link>
        </span>
      ))}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs as a description list; empty values are left out. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function Party({ label, party, testId }: { label: string; party: OrderParty | null; testId: string }) {
  const { t } = useOrderTexts();
  return (
    <Box data-testid={testId}>
      <Typography variant="h3" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {party ? (
        <Facts
          rows={[
            [party.type === 'company' ? t('view.company') : t('view.person'), partyName(party)],
            [t('fields.partyNumber'), party.number],
            [t('fields.email'), party.email],
            [t('fields.phone'), party.phone],
            [t('fields.partyAddress'), addressLines(party.address).join('\n')],
          ]}
        />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('view.noParty')}</Typography>
      )}
    </Box>
  );
}

/** The order's facts: what was ordered and when, by whom, for which property, and whom it was shared with. */
export function OrderSections({ order }: { order: Order }) {
  const { t } = useOrderTexts();
  const label = useLookupLabel();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <Section id="order-section-order" title={t('view.order')}>
        <Facts
          rows={[
            [t('fields.orderType'), order.orderType ? label(order.orderType) : t('list.noType')],
            [t('fields.types'), order.types.map(label).join(', ')],
            [t('fields.inspection'), order.inspections.length > 0 ? <AssignmentLinks order={order} /> : null],
            [t('fields.preferredDate'), order.preferredDate],
            [t('fields.preferredTime'), order.preferredTime ?? t('view.noTime')],
            [t('fields.bookedInspector'), order.inspector?.name ?? null],
            [t('fields.source'), t(`source.${order.source}`)],
            [t('fields.created'), formatDateTime(order.created)],
            [t('fields.customerMessage'), order.message],
          ]}
        />
      </Section>
      <Section id="order-section-object" title={t('view.object')}>
        <Facts
          rows={[
            [t('fields.address'), addressLines(order.object.address).join('\n')],
            [t('fields.description'), order.object.description],
            [t('fields.estateLocation'), order.estateLocation],
            [t('fields.estateNumber'), order.estateNumber],
          ]}
        />
      </Section>
      <Section id="order-section-parties" title={t('view.parties')}>
        <Stack spacing={2}>
          <Party label={t('fields.customer')} party={order.customer} testId="order-customer" />
          <Party label={t('fields.owner1')} party={order.owner1} testId="order-owner1" />
          {order.owner2 && <Party label={t('fields.owner2')} party={order.owner2} testId="order-owner2" />}
          <Party label={t('fields.broker')} party={order.broker} testId="order-broker" />
        </Stack>
      </Section>
      <Section id="order-section-shares" title={t('view.shares')}>
        {order.shares.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('view.noShares')}</Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
            data-testid="order-shares"
          >
            {order.shares.map((share) => (
              <li key={share.id} data-testid="order-share">
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {share.email
                    ? t('share.sentTo', { partner: share.partner, email: share.email })
                    : share.partner}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {share.createdBy
                    ? t('view.sharedBy', { date: formatDateTime(share.created), name: share.createdBy.name })
                    : formatDateTime(share.created)}
                </Typography>
                {share.message && (
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {share.message}
                  </Typography>
                )}
              </li>
            ))}
          </Stack>
        )}
      </Section>
    </Box>
  );
}
