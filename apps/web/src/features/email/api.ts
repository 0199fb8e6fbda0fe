import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { CustomerMailKind } from '@syna/contracts/customer-mail';
import type {
  CustomerMailRenderRequest,
  EmailRenderRequest,
  EmailTemplate,
  EmailTemplateChange,
  EmailTemplateInput,
  MailSend,
  MailSummary,
  MailStatus,
} from '@syna/contracts/email';
import { contactEndpoints } from '@syna/contracts/endpoints/contacts';
import { documentTemplateEndpoints } from '@syna/contracts/endpoints/documents';
import { emailTemplateEndpoints, mailMessageEndpoints } from '@syna/contracts/endpoints/email';
import { inspectionEndpoints } from '@syna/contracts/endpoints/inspections';
import { reportExportEndpoints } from '@syna/contracts/endpoints/report-exports';
import { useTenantApi, useTenantMutation, useTenantQuery } from '@/lib/http/endpoint-hooks';
import type { PageSize } from '@/lib/lists/page-size';

export const emailKeys = {
  templates: (tenantId: string) => ['email-templates', tenantId] as const,
  template: (tenantId: string, id: string) => [...emailKeys.templates(tenantId), id] as const,
  /** Everything about sent mail: a send refreshes the outbox and the lists on assignments and contacts. */
  mail: (tenantId: string) => ['email-messages', tenantId] as const,
  outbox: (tenantId: string, query: OutboxPageQuery) =>
    [...emailKeys.mail(tenantId), 'outbox', query] as const,
  outboxMessage: (tenantId: string, id: string) => [...emailKeys.mail(tenantId), 'message', id] as const,
  sent: (tenantId: string, about: SentAbout, revision?: string) =>
    [...emailKeys.mail(tenantId), 'sent', about, revision] as const,
  inspection: (tenantId: string, id: string) => ['email-inspection', tenantId, id] as const,
  contact: (tenantId: string, id: string) => ['email-contact', tenantId, id] as const,
  contactFiles: (tenantId: string, id: string) => ['email-contact-files', tenantId, id] as const,
  inspectionFiles: (tenantId: string, id: string) => ['email-inspection-files', tenantId, id] as const,
  reportVersions: (tenantId: string, id: string) => ['email-report-versions', tenantId, id] as const,
  formFields: (tenantId: string) => ['email-form-fields', tenantId] as const,
};

/**
 * The fields of the firm's assignment forms, which a template prints as the report does: the list
 * the document templates' help reads (`GET /documents/fields`), its forms part.
 */
export const useTemplateFormFields = () =>
  useTenantQuery({
    key: emailKeys.formFields,
    endpoint: documentTemplateEndpoints.fields,
    request: {},
    pick: (response) => response.forms,
  });

/** A page of the outbox: of one status or all, its number and size, and its cursor when "next" reached it. */
export interface OutboxPageQuery {
  status?: MailStatus;
  page: number;
  pageSize: PageSize;
  cursor?: string;
}

/** What a list of sent mail is about: an assignment or a contact. */
export type SentAbout = { inspectionId: string } | { contactId: string } | { orderId: string };

export const useEmailTemplates = () =>
  useTenantQuery({
    key: emailKeys.templates,
    endpoint: emailTemplateEndpoints.list,
    request: { query: {} },
    pick: (response) => response.items,
  });

export const useEmailTemplate = (id: string) =>
  useTenantQuery({
    key: (tenantId) => emailKeys.template(tenantId, id),
    endpoint: emailTemplateEndpoints.get,
    request: { params: { id } },
  });

export const useCreateEmailTemplate = () =>
  useTenantMutation({
    endpoint: emailTemplateEndpoints.create,
    request: (body: EmailTemplateInput) => ({ body }),
    notify: false,
    onSuccess: (_template, _body, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: emailKeys.templates(tenantId) }),
  });

export const useUpdateEmailTemplate = () =>
  useTenantMutation({
    endpoint: emailTemplateEndpoints.update,
    request: ({ id, changes }: { id: string; changes: EmailTemplateChange }) => ({
      params: { id },
      body: changes,
    }),
    notify: false,
    onSuccess: (saved: EmailTemplate, _variables, { tenantId, queryClient }) => {
      queryClient.setQueryData(emailKeys.template(tenantId, saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: emailKeys.templates(tenantId), exact: true });
    },
  });

export const useDeleteEmailTemplate = () =>
  useTenantMutation({
    endpoint: emailTemplateEndpoints.remove,
    request: (id: string) => ({ params: { id } }),
    onSuccess: (_result, _id, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: emailKeys.templates(tenantId) }),
  });

/** Renders a template with an assignment's and a contact's data, to fill in a message. */
export const useRenderEmailTemplate = () =>
  useTenantMutation({
    endpoint: emailTemplateEndpoints.render,
    request: ({ id, ...body }: EmailRenderRequest & { id: string }) => ({
      params: { id },
      body,
    }),
    notify: false,
  });

/** `POST /customer-mail/{kind}`: a customer mail (the firm's or the default) filled in, to send by hand. */
export const useRenderCustomerMail = () =>
  useTenantMutation({
    endpoint: emailTemplateEndpoints.renderCustomerMail,
    request: ({ kind, ...body }: CustomerMailRenderRequest & { kind: CustomerMailKind }) => ({
      params: { kind },
      body,
    }),
    notify: false,
  });

/** The editor's live preview: the draft rendered with an assignment, kept while the next renders. */
export const useEmailPreview = (id: string, body: EmailRenderRequest, enabled: boolean) =>
  useTenantQuery({
    key: (tenantId) => ['email-preview', tenantId, id, body],
    endpoint: emailTemplateEndpoints.render,
    request: { params: { id }, body },
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const useSendMail = () =>
  useTenantMutation({
    endpoint: mailMessageEndpoints.send,
    request: (body: MailSend) => ({ body }),
    notify: false,
    onSuccess: (_sent, _body, { tenantId, queryClient }) =>
      queryClient.invalidateQueries({ queryKey: emailKeys.mail(tenantId) }),
  });

/** How often a list with a queued message asks for its state. */
const QUEUED_MAIL_POLL_MS = 3000;

/** A queued message is sent (or refused) within seconds: a list that shows one asks again until none waits. */
const pollWhileQueued = (messages: readonly MailSummary[] | undefined) =>
  messages?.some((message) => message.status === 'queued') ? QUEUED_MAIL_POLL_MS : false;

/**
 * `GET /messages`: what was sent about an assignment, a contact or an order; `revision` names the
 * state of what it is about (an order's status), so that a change there, which may have written
 * mail, reads the list anew.
 */
export const useSentMail = (about: SentAbout, revision?: string) =>
  useTenantQuery({
    key: (tenantId) => emailKeys.sent(tenantId, about, revision),
    endpoint: mailMessageEndpoints.sent,
    request: { query: about },
    pick: (response) => response.items,
    refetchInterval: (query) => pollWhileQueued(query.state.data),
  });

/** `GET /outbox`: a page of the outbox, newest first (by cursor after "next"). The previous page stays while the next loads. */
export const useOutbox = (query: OutboxPageQuery) =>
  useTenantQuery({
    key: (tenantId) => emailKeys.outbox(tenantId, query),
    endpoint: mailMessageEndpoints.outbox,
    request: { query },
    placeholderData: keepPreviousData,
    refetchInterval: (outbox) => pollWhileQueued(outbox.state.data?.items),
  });

export const useOutboxMessage = (id: string) =>
  useTenantQuery({
    key: (tenantId) => emailKeys.outboxMessage(tenantId, id),
    endpoint: mailMessageEndpoints.outboxMessage,
    request: { params: { id } },
  });

/** The assignment a send page or a preview is about. */
export const useMailInspection = (id: string | null) =>
  useTenantQuery({
    key: (tenantId) => emailKeys.inspection(tenantId, id ?? ''),
    endpoint: inspectionEndpoints.get,
    request: { params: { id: id ?? '' } },
    enabled: Boolean(id),
  });

/** The assignments a preview may use: the latest, or those matching `text`. */
export const useInspectionChoices = (text: string) =>
  useTenantQuery({
    key: (tenantId) => ['email-inspection-choices', tenantId, text],
    endpoint: inspectionEndpoints.search,
    request: { body: { text: text || undefined, pageSize: 10 as const } },
    pick: (response) => response.items,
    placeholderData: keepPreviousData,
  });

/** The assignment's own files (its reports among them), to attach. */
export const useMailInspectionFiles = (id: string) =>
  useTenantQuery({
    key: (tenant) => emailKeys.inspectionFiles(tenant, id),
    endpoint: inspectionEndpoints.files,
    request: { params: { id } },
    pick: (response) => response.items,
  });

/** The assignment's issued reports, so that the newest goes first and older ones apart. */
export const useMailReportVersions = (id: string) =>
  useTenantQuery({
    key: (tenant) => emailKeys.reportVersions(tenant, id),
    endpoint: reportExportEndpoints.versions,
    request: { params: { id } },
    pick: (response) => response.items,
  });

/** The contacts (with their addresses) and their files, for recipients and attachments. */
export function useMailContacts(ids: readonly string[]) {
  const api = useTenantApi();
  const contacts = useQueries({
    queries: ids.map((id) => ({
      queryKey: emailKeys.contact(api.tenantId, id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call(contactEndpoints.get, { params: { id } }, { signal, notify: false }),
    })),
  });
  const files = useQueries({
    queries: ids.map((id) => ({
      queryKey: emailKeys.contactFiles(api.tenantId, id),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await api.call(contactEndpoints.files, { params: { id } }, { signal, notify: false })).items,
    })),
  });
  return {
    pending: [...contacts, ...files].some((query) => query.isPending),
    contacts: contacts.flatMap((query) => (query.data ? [query.data] : [])),
    files: files.flatMap((query, index) =>
      (query.data ?? []).map((file) => ({ ...file, contactId: ids[index]! })),
    ),
  };
}
