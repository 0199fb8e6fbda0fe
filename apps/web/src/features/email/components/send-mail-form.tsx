import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  mailSendSchema,
  type MailAttachmentKind,
  type MailSend,
  type MailSummary,
} from '@syna/contracts/email';
import { SUPPORTED_LANGUAGES, type Language } from '@syna/contracts/constants';
import type { CustomerMailKind } from '@syna/contracts/customer-mail';
import { MAIL_STATUS_LABELS } from '@syna/contracts/email-values';
import { formatBytes } from '@syna/contracts/format';
import { localiseContractMessage } from '@/lib/forms/localised-messages';
import { isHttpError } from '@/lib/http/http-error';
import { showError, showSnackbar } from '@/lib/snackbar/snackbar';
import { FormSection } from '@/lib/ui/form-section';
import {
  useEmailTemplates,
  useRenderCustomerMail,
  useRenderEmailTemplate,
  useSendMail,
} from '@/features/email/api';
import { fieldLabel, typedAddresses } from '@/features/email/mail-form';
import { useEmailTexts } from '@/features/email/texts';

/** The template choice of a customer mail in a language, beside the firm's templates' ids. */
const customerChoice = (kind: CustomerMailKind, language: Language) => `customer:${kind}:${language}`;

function parseCustomerChoice(choice: string): { kind: CustomerMailKind; language: Language } | null {
  const [prefix, kind, language] = choice.split(':');
  return prefix === 'customer' ? { kind: kind as CustomerMailKind, language: language as Language } : null;
}

/** A contact the message may go to. */
export interface RecipientChoice {
  id: string;
  name: string;
  email: string | null;
}

/** A file the message may carry: a contact's or the assignment's. */
export interface AttachmentChoice {
  kind: MailAttachmentKind;
  id: string;
  filename: string;
  size: number;
  /** Whose file it is, shown beside its name. */
  owner: string;
}

interface SendMailFormProps {
  /** What the message is about, where it is recorded, and whose data a template is filled in with. */
  about: { inspectionId?: string; contactId?: string };
  recipients: readonly RecipientChoice[];
  /** The contacts chosen at first (the customer, the contact of the page). */
  initialRecipients: readonly string[];
  files: readonly AttachmentChoice[];
  /** Files offered apart, folded away (older report versions, a report's Word file). */
  olderFiles?: readonly AttachmentChoice[];
  /**
   * The customer mail this page writes by hand (the report to the customer), offered in Swedish
   * and English beside the firm's templates; `chosen` fills it in at once.
   */
  customerMail?: { kind: CustomerMailKind; chosen: boolean };
  /** The files chosen at first (the newest report). */
  initialAttachments?: readonly string[];
  /** Where the page returns after sending or cancelling. */
  backTo: string;
}

type Errors = Partial<Record<'to' | 'subject' | 'body' | 'attachments', string>>;

/**
 * The message: recipients among the contacts or typed, a template that fills in subject and text
 * (which stay editable), files to attach, and Send. Refusals show on their fields.
 */
export function SendMailForm({
  about,
  recipients,
  initialRecipients,
  files,
  olderFiles = [],
  initialAttachments = [],
  customerMail,
  backTo,
}: SendMailFormProps) {
  const { t, language } = useEmailTexts();
  const navigate = useNavigate();
  const templates = useEmailTemplates();
  const render = useRenderEmailTemplate();
  const renderCustomerMail = useRenderCustomerMail();
  const send = useSendMail();
  const [chosen, setChosen] = useState<string[]>([...initialRecipients]);
  const [typed, setTyped] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const [attached, setAttached] = useState<string[]>([...initialAttachments]);
  const [olderOpen, setOlderOpen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((item) => item !== id) : [...list, id];

  const attachmentBox = (file: AttachmentChoice) => (
    <FormControlLabel
      key={file.id}
      control={
        <Checkbox
          checked={attached.includes(file.id)}
          onChange={() => setAttached((current) => toggle(current, file.id))}
        />
      }
      label={`${file.filename} (${formatBytes(file.size)}) – ${file.owner}`}
    />
  );

  const addresses = () => [
    ...recipients
      .filter((contact) => chosen.includes(contact.id) && contact.email)
      .map((contact) => contact.email!),
    ...typedAddresses(typed),
  ];

  async function applyTemplate(id: string) {
    setTemplateId(id);
    if (!id) return;
    // The template speaks to the page's contact, else to the first contact chosen.
    const contactId = about.contactId ?? recipients.find((contact) => chosen.includes(contact.id))?.id;
    const subjectOf = { inspectionId: about.inspectionId, contactId };
    const customer = parseCustomerChoice(id);
    try {
      const rendered = customer
        ? await renderCustomerMail.mutateAsync({ ...customer, ...subjectOf })
        : await render.mutateAsync({ id, ...subjectOf });
      setSubject(rendered.subject);
      setBody(rendered.body);
      setMissing(rendered.missingFields);
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      showError(failure.message, failure.detail ?? undefined);
    }
  }

  // The customer mail chosen at first is filled in once, when the page opens.
  const filledIn = useRef(false);
  useEffect(() => {
    if (!customerMail?.chosen || filledIn.current) return;
    filledIn.current = true;
    void applyTemplate(customerChoice(customerMail.kind, 'sv'));
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = addresses();
    const message = {
      to,
      subject,
      body,
      ...about,
      attachments: [...files, ...olderFiles]
        .filter((file) => attached.includes(file.id))
        .map((file) => ({ kind: file.kind, id: file.id })),
    };
    // The contract's own check first, so the form says what the server would.
    const checked = mailSendSchema.safeParse(message);
    if (!checked.success) {
      const on = (field: string) =>
        localiseContractMessage(checked.error.issues.find((issue) => issue.path[0] === field));
      const badAddress = checked.error.issues.find(
        (issue) => issue.path[0] === 'to' && issue.path.length > 1,
      );
      return setErrors({
        to: badAddress ? t('send.addressInvalid', { address: to[Number(badAddress.path[1])] }) : on('to'),
        subject: on('subject'),
        body: on('body'),
      });
    }
    setErrors({});
    let queued: MailSummary;
    try {
      queued = await send.mutateAsync(checked.data as MailSend);
    } catch (failure) {
      if (!isHttpError(failure)) throw failure;
      const onField = (prefix: string) =>
        Object.entries(failure.fieldErrors).find(([key]) => key.startsWith(prefix))?.[1][0];
      const fieldErrors = {
        to: onField('body.to'),
        subject: onField('body.subject'),
        body: onField('body.body'),
        attachments:
          onField('body.attachments') ?? (failure.status === 413 ? failure.detail : undefined) ?? undefined,
      };
      if (Object.values(fieldErrors).some(Boolean)) return setErrors(fieldErrors);
      return showError(failure.message, failure.detail ?? undefined);
    }
    // Delivery happens after the answer: the message is queued (or kept back by the hourly limits).
    const status = MAIL_STATUS_LABELS[queued.status][language === 'en' ? 'en' : 'sv'];
    showSnackbar({
      subject:
        queued.status === 'queued'
          ? t('send.queued', { to: to.join(', ') })
          : t('send.notSent', { to: to.join(', '), status }),
    });
    void navigate(backTo);
  }

  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate data-testid="send-mail-form">
      <Stack spacing={2}>
        <FormSection title={t('send.recipients')} hint={t('send.recipientsHint')}>
          {recipients.length > 0 && (
            <FormGroup>
              {recipients.map((contact) => (
                <FormControlLabel
                  key={contact.id}
                  disabled={!contact.email}
                  control={
                    <Checkbox
                      checked={Boolean(contact.email) && chosen.includes(contact.id)}
                      onChange={() => setChosen((current) => toggle(current, contact.id))}
                    />
                  }
                  label={`${contact.name} – ${contact.email ?? t('send.noAddress')}`}
                />
              ))}
            </FormGroup>
          )}
          <TextField
            label={t('send.otherAddresses')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={Boolean(errors.to)}
            helperText={errors.to}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'send-mail-addresses', inputMode: 'email' } }}
          />
        </FormSection>
        <FormSection title={t('send.body')}>
          <TextField
            select
            label={t('send.template')}
            value={templateId}
            onChange={(event) => void applyTemplate(event.target.value)}
            disabled={render.isPending || renderCustomerMail.isPending}
            fullWidth
            slotProps={{
              select: {
                displayEmpty: true,
                SelectDisplayProps: { 'data-testid': 'send-mail-template' } as object,
              },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">{t('send.noTemplate')}</MenuItem>
            {(templates.data ?? []).map((template) => (
              <MenuItem key={template.id} value={template.id}>
                {template.name}
              </MenuItem>
            ))}
            {customerMail && <ListSubheader>{t('customerMail.title')}</ListSubheader>}
            {customerMail &&
              SUPPORTED_LANGUAGES.map((mailLanguage) => (
                <MenuItem key={mailLanguage} value={customerChoice(customerMail.kind, mailLanguage)}>
                  {`${t(`customerMail.kind.${customerMail.kind}`)} (${t(`customerMail.language.${mailLanguage}`)})`}
                </MenuItem>
              ))}
          </TextField>
          {missing.length > 0 && (
            <Alert severity="warning">
              {t('editor.missingFields', {
                fields: missing.map((path) => fieldLabel(path, language === 'en' ? 'en' : 'sv')).join(', '),
              })}
            </Alert>
          )}
          <TextField
            label={t('send.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'send-mail-subject' } }}
          />
          <TextField
            label={t('send.body')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(errors.body)}
            helperText={errors.body}
            required
            multiline
            minRows={8}
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'send-mail-body' } }}
          />
        </FormSection>
        <FormSection title={t('send.attachments')} hint={t('send.attachmentsHint')}>
          {files.length + olderFiles.length === 0 ? (
            <FormHelperText>{t('send.attachmentsNone')}</FormHelperText>
          ) : (
            <FormGroup data-testid="send-mail-attachments">{files.map(attachmentBox)}</FormGroup>
          )}
          {olderFiles.length > 0 && (
            <Box>
              <Button
                size="small"
                onClick={() => setOlderOpen((open) => !open)}
                endIcon={olderOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                aria-expanded={olderOpen}
                data-testid="send-mail-older-toggle"
              >
                {t('send.olderVersions', { count: olderFiles.length })}
              </Button>
              <Collapse in={olderOpen} unmountOnExit>
                <FormGroup data-testid="send-mail-older-attachments" sx={{ pl: 1, color: 'text.secondary' }}>
                  {olderFiles.map(attachmentBox)}
                </FormGroup>
              </Collapse>
            </Box>
          )}
          {errors.attachments && <FormHelperText error>{errors.attachments}</FormHelperText>}
        </FormSection>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={send.isPending} data-testid="send-mail-send">
            {send.isPending ? t('send.sending') : t('send.send')}
          </Button>
          <Button component={RouterLink} to={backTo}>
            {t('send.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
