import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  CUSTOMER_MAIL_DEFAULTS,
  CUSTOMER_MAIL_KINDS,
  customerMailTag,
  type CustomerMailKind,
} from '@syna/contracts/customer-mail';
import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';
import type { EmailTemplate } from '@syna/contracts/email';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError } from '@/lib/snackbar/snackbar';
import { FormSection } from '@/lib/ui/form-section';
import { useCreateEmailTemplate } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';

/**
 * "Utskick till kunden": the mails Syna sends customers by itself (order received, booking
 * confirmed, the reminder the day before), each in Swedish and English. Each row says when it
 * goes out and whether the firm's own template (by its tag) or the default text is used; "Anpassa"
 * copies the default into a template of the firm's, tagged, and opens it for editing.
 */
export function CustomerMailSection({ templates }: { templates: readonly EmailTemplate[] }) {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const create = useCreateEmailTemplate();

  async function customise(kind: CustomerMailKind, language: Language) {
    const texts = CUSTOMER_MAIL_DEFAULTS[kind][language];
    try {
      const template = await create.mutateAsync({
        name: texts.name,
        tag: customerMailTag(kind, language),
        subject: texts.subject,
        body: texts.body,
      });
      void navigate(appPaths.adminPage(tenantId, 'emailTemplates', template.id));
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      showError(failure.message, failure.detail ?? undefined);
    }
  }

  const rows = CUSTOMER_MAIL_KINDS.flatMap((kind) =>
    SUPPORTED_LANGUAGES.map((language) => ({ kind, language })),
  );
  return (
    <FormSection title={t('customerMail.title')} hint={t('customerMail.intro')}>
      <List disablePadding data-testid="customer-mail-list">
        {rows.map(({ kind, language }, index) => {
          const tag = customerMailTag(kind, language);
          // The server takes the first of the firm's templates with the tag, by name.
          const own = templates.find((template) => template.tag === tag);
          return (
            <ListItem
              key={tag}
              divider={index < rows.length - 1}
              disableGutters
              data-testid={`customer-mail-${tag}`}
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                sx={{ flex: '1 1 260px' }}
                primary={`${t(`customerMail.kind.${kind}`)} (${t(`customerMail.language.${language}`)})`}
                secondary={`${t(`customerMail.when.${kind}`)} ${t('customerMail.tag', { tag })}`}
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {own ? (
                  <Link
                    component={RouterLink}
                    to={appPaths.adminPage(tenantId, 'emailTemplates', own.id)}
                    sx={{ fontWeight: 600 }}
                  >
                    {t('customerMail.own', { name: own.name })}
                  </Link>
                ) : (
                  <>
                    <Chip size="small" variant="outlined" label={t('customerMail.default')} />
                    <Button
                      size="small"
                      startIcon={<EditOutlinedIcon />}
                      disabled={create.isPending}
                      onClick={() => void customise(kind, language)}
                      aria-label={t('customerMail.customiseLabel', {
                        name: CUSTOMER_MAIL_DEFAULTS[kind][language].name,
                      })}
                    >
                      {t('customerMail.customise')}
                    </Button>
                  </>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </FormSection>
  );
}
