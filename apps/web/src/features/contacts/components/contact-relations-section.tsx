import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ContactDetail, ContactRelation } from '@syna/contracts/contacts';
import { truncate } from '@syna/contracts/format';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { FormSection } from '@/lib/ui/form-section';
import { appPaths } from '@/lib/navigation/app-paths';
import { relationKindLabel } from '@/features/contacts/relation-kinds';
import { useContactsTexts } from '@/features/contacts/texts';

function RelationList({ relations, labelId }: { relations: ContactRelation[]; labelId: string }) {
  const tenantId = useTenantId();
  const { t } = useContactsTexts();
  return (
    <List dense disablePadding aria-labelledby={labelId}>
      {relations.map((relation) => (
        <ListItem key={`${relation.id}-${relation.kind}`} disableGutters divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={appPaths.contact(tenantId, relation.id)}>
                {truncate(relation.name)}
              </Link>
            }
            secondary={relationKindLabel(relation.kind, t)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** The contacts this one names, and (read-only) those that name it; each a link. */
export function ContactRelationsSection({ contact }: { contact: ContactDetail }) {
  const { t } = useContactsTexts();
  const none = contact.relations.length === 0 && contact.relatedFrom.length === 0;
  return (
    <FormSection title={t('sections.relations')}>
      {none && <Typography sx={{ color: 'text.secondary' }}>{t('relations.empty')}</Typography>}
      {contact.relations.length > 0 && (
        <RelationList relations={contact.relations} labelId="contact-relations-title" />
      )}
      {contact.relatedFrom.length > 0 && (
        <div>
          <Typography id="contact-related-from-title" variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
            {t('relations.relatedFrom')}
          </Typography>
          <RelationList relations={contact.relatedFrom} labelId="contact-related-from-title" />
        </div>
      )}
    </FormSection>
  );
}
