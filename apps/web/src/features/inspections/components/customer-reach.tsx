import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Inspection } from '@syna/contracts/inspections';
import { truncate } from '@syna/contracts/format';
import { ReachLinks } from '@/lib/reach/reach-links';
import { useInspectionTexts } from '@/features/inspections/texts';

/**
 * The assignment's customer beside its contacts, with the phone and e-mail to reach them: the one
 * an inspector calls first, whether or not the customer is also listed as a contact.
 */
export function CustomerReach({ customer }: { customer: NonNullable<Inspection['customer']> }) {
  const { t } = useInspectionTexts();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1.5 }} data-testid="inspection-customer-reach">
      <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
        {t('fields.customer')}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{truncate(customer.name)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, ml: -1 }}>
        <ReachLinks {...customer} />
      </Box>
    </Paper>
  );
}
