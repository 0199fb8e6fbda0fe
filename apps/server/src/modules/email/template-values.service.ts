import type { EmailTemplateValues } from '@syna/contracts/email';
import { formatAddress } from '@syna/contracts/format';
import { formValuesForEmail } from '@syna/contracts/form-value-text';
import type { Inspection } from '@syna/contracts/inspections';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { contactsById } from '../contacts/index.ts';
import { notFound } from '../../platform/http/problem.ts';
import { inspectionFormsForDocuments } from '../forms/index.ts';
import { requireInspection } from '../inspections/index.ts';
import { findOrderForTemplates } from '../orders/index.ts';
import { requireReadingAbout } from './email-access.ts';

/** What a rendering is about: an assignment, a contact (the recipient), or both. */
export interface TemplateSubject {
  inspectionId?: string | undefined;
  contactId?: string | undefined;
}

type ValuesContext = Pick<RequestContext, 'tx'>;

const text = (value: string | null | undefined) => value ?? '';

function assignmentValues(inspection: Inspection): EmailTemplateValues {
  const time = [inspection.startTime, inspection.stopTime].filter(Boolean).join('–');
  return {
    'assignment.number': inspection.number,
    'assignment.littera': text(inspection.littera),
    'assignment.type': text(inspection.type?.name),
    'assignment.status': text(inspection.status?.name),
    'assignment.date': text(inspection.date),
    'assignment.time': time,
    'assignment.address': formatAddress(inspection.address),
    'assignment.inspector': text(inspection.inspector?.name),
    'assignment.orderNumber': text(inspection.orderNumber),
    'assignment.description': text(inspection.description),
  };
}

/** The assignment's input form values, `form.<form>.<field>`, printed as its report prints them. */
async function formValues(context: ValuesContext, inspection: Inspection): Promise<EmailTemplateValues> {
  const forms = await inspectionFormsForDocuments(
    context.tx,
    { id: inspection.id, typeId: inspection.type?.id ?? null },
    formValuesForEmail,
  );
  return Object.fromEntries(
    Object.entries(forms).flatMap(([form, fields]) =>
      Object.entries(fields).map(([field, value]) => [`form.${form}.${field}`, value]),
    ),
  );
}

/**
 * The assignment's fields with its order's, its customer's and its forms'; 404 for an assignment
 * not the firm's.
 */
async function inspectionValues(context: ValuesContext, id: string): Promise<EmailTemplateValues> {
  const inspection = await requireInspection(context, id);
  const order = await findOrderForTemplates(context.tx, id);
  const customerId = inspection.customer?.id;
  const customer = customerId ? (await contactsById(context.tx, [customerId])).get(customerId) : undefined;
  return {
    ...assignmentValues(inspection),
    'order.number': text(order?.number),
    'order.preferredDate': text(order?.preferredDate),
    'order.preferredTime': text(order?.preferredTime?.slice(0, 5)),
    'order.address': order ? formatAddress(order.object.address) : '',
    'order.message': text(order?.message),
    'customer.name': text(customer?.name),
    'customer.email': text(customer?.email),
    'customer.phone': text(customer?.phone),
    ...(await formValues(context, inspection)),
  };
}

/** The recipient contact's fields; 404 for a contact not the firm's. */
async function contactValues(context: ValuesContext, id: string): Promise<EmailTemplateValues> {
  const contact = (await contactsById(context.tx, [id])).get(id);
  if (!contact) throw notFound({ key: 'addressBook.contactMissing' });
  return {
    'contact.name': contact.name,
    'contact.firstName': text(contact.firstName),
    'contact.lastName': text(contact.lastName),
    'contact.email': text(contact.email),
    'contact.phone': text(contact.phone),
  };
}

/**
 * Every field's value for one rendering, without asking the caller's rights: the firm always, the
 * sender when there is one, the rest as `subject` names them (the server's own mail to customers).
 */
export async function valuesAbout(
  context: Pick<RequestContext, 'tx' | 'tenant'> & { user?: RequestContext['user'] },
  subject: TemplateSubject,
): Promise<EmailTemplateValues> {
  const sender: EmailTemplateValues = context.user
    ? { 'sender.name': context.user.name, 'sender.email': text(context.user.email) }
    : {};
  return {
    ...sender,
    'firm.name': context.tenant.name,
    ...(subject.inspectionId ? await inspectionValues(context, subject.inspectionId) : {}),
    ...(subject.contactId ? await contactValues(context, subject.contactId) : {}),
  };
}

/** Every field's value for one rendering by a member, who must be able to read what it is about. */
export async function templateValues(
  context: RequestContext,
  subject: TemplateSubject,
): Promise<EmailTemplateValues> {
  requireReadingAbout(context, subject);
  return valuesAbout(context, subject);
}
