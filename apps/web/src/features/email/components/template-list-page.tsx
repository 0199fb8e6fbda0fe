import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { isHttpError } from '@/lib/http/http-error';
import { appPaths } from '@/lib/navigation/app-paths';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { showError } from '@/lib/snackbar/snackbar';
import { EmptyState } from '@/lib/ui/empty-state';
import { FormDialog } from '@/lib/ui/form-dialog';
import { LoadError } from '@/lib/ui/load-error';
import { useCreateEmailTemplate, useEmailTemplates } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { CustomerMailSection } from './customer-mail-section';

/** Asks for a new template's name and creates it with a starting text, then opens its editor. */
function CreateTemplateDialog({ onClose }: { onClose(): void }) {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const navigate = useNavigate();
  const create = useCreateEmailTemplate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const template = await create.mutateAsync({
        name,
        tag: null,
        subject: `${t('templates.starterSubject')} {{ assignment.number }}`,
        body: `${t('templates.starterGreeting')} {{ contact.firstName }}!\n\n\n\n${t('templates.starterClosing')}\n{{ sender.name }}\n{{ firm.name }}`,
      });
      void navigate(appPaths.adminPage(tenantId, 'emailTemplates', template.id));
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      const onName = failure.fieldErrors['body.name']?.[0];
      if (onName) return setError(onName);
      showError(failure.message, failure.detail ?? undefined);
    }
  }

  return (
    <FormDialog
      title={t('templates.createTitle')}
      onSubmit={submit}
      busy={create.isPending}
      onClose={onClose}
      testId="email-template-create-dialog"
      saveTestId="email-template-create-save"
      saveLabel={t('templates.createConfirm')}
      busyLabel={t('templates.creating')}
      nothingToSave={!name.trim()}
    >
      <TextField
        label={t('templates.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'email-template-name' } }}
      />
    </FormDialog>
  );
}

/** `/:tenant/admin/templates/email`: the firm's e-mail templates (administrators only). */
export function TemplateListPage() {
  const { t } = useEmailTexts();
  const tenantId = useTenantId();
  const templates = useEmailTemplates();
  const [creating, setCreating] = useState(false);

  return (
    <Stack spacing={2} data-testid="email-template-list-page">
      <Typography id="email-templates-title" variant="h1">
        {t('templates.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('templates.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={1.5}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              data-testid="email-template-create"
            >
              {t('templates.create')}
            </Button>
          </Stack>
          {templates.isPending && <Skeleton variant="rounded" height={160} />}
          {templates.isError && (
            <LoadError title={t('templates.loadError')} onRetry={() => void templates.refetch()} />
          )}
          {templates.data?.length === 0 && (
            <EmptyState
              icon={MailOutlineIcon}
              title={t('templates.emptyTitle')}
              body={t('templates.emptyBody')}
              testId="email-template-empty"
            />
          )}
          {templates.data && templates.data.length > 0 && (
            <List aria-labelledby="email-templates-title" disablePadding>
              {templates.data.map((template, index) => (
                <ListItem
                  key={template.id}
                  divider={index < templates.data.length - 1}
                  data-testid="email-template-row"
                >
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={appPaths.adminPage(tenantId, 'emailTemplates', template.id)}
                        sx={{ fontWeight: 600 }}
                      >
                        {template.name}
                      </Link>
                    }
                    secondary={template.subject}
                  />
                  {template.tag && (
                    <Chip size="small" variant="outlined" label={`${t('templates.tag')}: ${template.tag}`} />
                  )}
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
      {templates.data && <CustomerMailSection templates={templates.data} />}
      {creating && <CreateTemplateDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
