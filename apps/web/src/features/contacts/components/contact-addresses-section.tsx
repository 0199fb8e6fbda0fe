import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ContactDetail } from '@syna/contracts/contacts';
import { addressLines, formatAddress } from '@syna/contracts/format';
import { useCountryName } from '@/lib/i18n/country-name';
import { MapButton } from '@/lib/maps/map-button';
import { FormSection } from '@/lib/ui/form-section';
import { ADDRESS_KINDS } from '@/features/contacts/contact-form';
import { useContactsTexts } from '@/features/contacts/texts';

/** The contact's addresses that are given, each as a small card with its map. */
export function ContactAddressesSection({ contact }: { contact: ContactDetail }) {
  const { t } = useContactsTexts();
  const countryName = useCountryName();
  const given = ADDRESS_KINDS.flatMap((kind) => {
    const address = contact.addresses[kind];
    return address ? [{ kind, address }] : [];
  });
  return (
    <FormSection title={t('sections.addresses')}>
      {given.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('addresses.noneAtAll')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {given.map(({ kind, address }) => (
            <Paper
              key={kind}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-labelledby={`contact-address-${kind}`}
            >
              <Typography id={`contact-address-${kind}`} variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
                {t(`addresses.${kind}`)}
              </Typography>
              <Typography
                component="address"
                sx={{ fontStyle: 'normal', overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {addressLines(address, countryName).join('\n')}
              </Typography>
              {formatAddress(address) && (
                <Box sx={{ mt: 1 }}>
                  <MapButton size="small" place={{ title: contact.name, address }} />
                </Box>
              )}
            </Paper>
          ))}
        </Box>
      )}
    </FormSection>
  );
}
