import type { RouteObject } from 'react-router';
import { hasPermission } from '@syna/contracts/roles';
import { appPaths } from '@/lib/navigation/app-paths';
import { useInitialData } from '@/lib/session/session-queries';
import { useTenantId } from '@/lib/session/use-tenant-id';
import { ContactMailPage } from './components/contact-mail-page';
import { InspectionMailPage } from './components/inspection-mail-page';
import { OutboxPage } from './components/outbox-page';
import { SentMailList } from './components/sent-mail-list';
import { TemplateCrumb } from './components/template-crumb';
import { TemplateEditorPage } from './components/template-editor-page';
import { TemplateListPage } from './components/template-list-page';
import { useEmailTexts } from '@/features/email/texts';

/** The e-mail admin pages under `/:tenant/admin` (administrators only), loaded with the admin group. */
export const emailAdminRoutes = {
  /** `templates/email` and `templates/email/:id`. */
  templateList: { Component: TemplateListPage } satisfies Partial<RouteObject>,
  templateEditor: { Component: TemplateEditorPage } satisfies Partial<RouteObject>,
  TemplateCrumb,
  /** `outbox`: the firm's outgoing e-mail. */
  outbox: { Component: OutboxPage } satisfies Partial<RouteObject>,
};

/** `/:tenant/inspections/:id/email`: e-mail about an assignment. */
export const inspectionMailRoute = { Component: InspectionMailPage } satisfies Partial<RouteObject>;
/** `/:tenant/contact/email/:id`: e-mail to a contact. */
export const contactMailRoute = { Component: ContactMailPage } satisfies Partial<RouteObject>;

/** The e-mail sent about an assignment, for the inspection view's "E-post" tab. */
export function InspectionSentMail({ inspectionId }: { inspectionId: string }) {
  const tenantId = useTenantId();
  return <SentMailList about={{ inspectionId }} writeTo={appPaths.inspectionEmail(tenantId, inspectionId)} />;
}

/** Whether the firm has e-mail and the member may read what it sent. */
function useMayReadMail(): boolean {
  const session = useInitialData();
  return session.features.includes('email') && hasPermission(session.permissions, 'email.read');
}

/**
 * The e-mail sent about an order (its confirmations to the customer), for the order's page; read
 * anew when the order's status changes (accepting it books the visit and confirms it).
 */
export function OrderSentMail({ orderId, status }: { orderId: string; status: string }) {
  const { t } = useEmailTexts();
  if (!useMayReadMail()) return null;
  return (
    <SentMailList
      about={{ orderId }}
      revision={status}
      heading={{ title: t('sent.orderTitle'), empty: t('sent.orderEmpty') }}
    />
  );
}

/** The e-mail sent to a contact, for the contact's page: for members who may read the firm's e-mail. */
export function ContactSentMail({ contactId }: { contactId: string }) {
  const tenantId = useTenantId();
  if (!useMayReadMail()) return null;
  return <SentMailList about={{ contactId }} writeTo={appPaths.contactEmail(tenantId, contactId)} />;
}
