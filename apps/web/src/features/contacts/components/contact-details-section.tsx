import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContactDetail } from '@syna/contracts/contacts';
import { formatDateTime, truncate } from '@syna/contracts/format';
import { FormSection } from '@/lib/ui/form-section';
import { useContactsTexts } from '@/features/contacts/texts';

/** Shows a link's address without the scheme: `https://www.firma.se/` -> `www.firma.se`. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useContactsTexts();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" title={t('show.opensInNewTab')}>
      {children}
    </Link>
  );
}

/** Number, e-mail (a mailto link for now), phone, web, social links, title, sex, source and dates. */
export function ContactDetailsSection({ contact }: { contact: ContactDetail }) {
  const { t } = useContactsTexts();
  return (
    <FormSection title={t('sections.details')}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
          '& dd': { mb: { xs: 1.25, sm: 0 } },
        }}
      >
        {contact.number && (
          <Row
            label={contact.type === 'company' ? t('fields.organisationsnummer') : t('fields.personnummer')}
          >
            {contact.number}
          </Row>
        )}
        {contact.email && (
          <Row label={t('fields.email')}>
            <Link href={`mailto:${contact.email}`} aria-label={t('show.email', { email: contact.email })}>
              {contact.email}
            </Link>
          </Row>
        )}
        {contact.phone && (
          <Row label={t('fields.phone')}>
            <Link
              href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
              aria-label={t('show.call', { phone: contact.phone })}
            >
              {contact.phone}
            </Link>
          </Row>
        )}
        {contact.web && (
          <Row label={t('fields.web')}>
            <ExternalLink href={contact.web}>{shortUrl(contact.web)}</ExternalLink>
          </Row>
        )}
        {contact.social.map((link, index) => (
          <Row key={`${link.url}-${index}`} label={truncate(link.kind, 40)}>
            <ExternalLink href={link.url}>{shortUrl(link.url)}</ExternalLink>
          </Row>
        ))}
        {contact.title && <Row label={t('fields.title')}>{truncate(contact.title)}</Row>}
        {contact.sex && <Row label={t('fields.sex')}>{t(`sex.${contact.sex}`)}</Row>}
        {contact.origin && <Row label={t('fields.origin')}>{truncate(contact.origin)}</Row>}
        <Row label={t('fields.tags')}>
          {contact.tags.length === 0 ? (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('show.noTags')}
            </Box>
          ) : (
            <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
              {contact.tags.map((tag) => (
                <Chip key={tag} label={truncate(tag, 50)} size="small" variant="outlined" />
              ))}
            </Box>
          )}
        </Row>
        <Row label={t('fields.created')}>{formatDateTime(contact.created)}</Row>
        <Row label={t('fields.updated')}>{formatDateTime(contact.updated)}</Row>
      </Box>
      {contact.description && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', pt: 1 }}>
          {contact.description}
        </Typography>
      )}
    </FormSection>
  );
}
