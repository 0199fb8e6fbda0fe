import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { hasPermission } from '@syna/contracts/roles';
import { formatDateTime } from '@syna/contracts/format';
import { useInitialData } from '@/lib/session/session-queries';
import { FormSection } from '@/lib/ui/form-section';
import { LoadError } from '@/lib/ui/load-error';
import { useSentMail, type SentAbout } from '@/features/email/api';
import { useEmailTexts } from '@/features/email/texts';
import { MailStatusChip } from './mail-status-chip';

interface SentMailListProps {
  about: SentAbout;
  /** The send page of what the list is about; none where mail is not written by hand (an order). */
  writeTo?: string;
  /** The state of what the list is about, whose change may have written mail (an order's status). */
  revision?: string;
  /** The list's title and what it says while empty, where "Skickad e-post" would not say enough. */
  heading?: { title: string; empty: string };
}

/**
 * "Skickad e-post": what was sent about an assignment, to a contact or about an order, newest
 * first, and a way to write. While a message waits for the mail server the list asks again, so
 * "Köad" turns into "Skickad" (or the refusal) without a reload.
 */
export function SentMailList({ about, writeTo, revision, heading }: SentMailListProps) {
  const { t } = useEmailTexts();
  const sent = useSentMail(about, revision);
  const canSend = hasPermission(useInitialData().permissions, 'email.send');
  return (
    <FormSection
      title={heading?.title ?? t('sent.title')}
      action={
        canSend &&
        writeTo && (
          <Button
            component={RouterLink}
            to={writeTo}
            variant="outlined"
            startIcon={<SendOutlinedIcon />}
            data-testid="sent-mail-write"
          >
            {t('sent.write')}
          </Button>
        )
      }
    >
      {sent.isPending && <Skeleton variant="rounded" height={80} />}
      {sent.isError && <LoadError title={t('sent.loadError')} onRetry={() => void sent.refetch()} />}
      {sent.data?.length === 0 && (
        <Typography sx={{ color: 'text.secondary' }}>{heading?.empty ?? t('sent.empty')}</Typography>
      )}
      {sent.data && sent.data.length > 0 && (
        <List disablePadding data-testid="sent-mail-list">
          {sent.data.map((message, index) => (
            <ListItem key={message.id} divider={index < sent.data.length - 1} disableGutters>
              <ListItemText
                primary={message.subject}
                secondary={[
                  message.to.join(', '),
                  formatDateTime(message.sentAt ?? message.created),
                  message.sentBy ? t('sent.by', { name: message.sentBy.name }) : null,
                  message.attachments.length > 0
                    ? message.attachments.map((file) => file.filename).join(', ')
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <MailStatusChip status={message.status} />
            </ListItem>
          ))}
        </List>
      )}
    </FormSection>
  );
}
