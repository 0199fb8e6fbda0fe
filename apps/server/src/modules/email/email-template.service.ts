import type {
  EmailRenderRequest,
  EmailRenderResult,
  EmailTemplate,
  EmailTemplateChange,
  EmailTemplateInput,
} from '@syna/contracts/email';
import type { ListResponse } from '@syna/contracts/list';
import { notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  deleteEmailTemplate,
  findEmailTemplate,
  insertEmailTemplate,
  listEmailTemplates,
  updateEmailTemplate,
} from './email-template.repo.ts';
import { parseTemplate, renderTexts } from './template-renderer.ts';
import { templateValues } from './template-values.service.ts';
import type { MessageRef } from '@syna/contracts/messages';

const TEMPLATE_NOT_FOUND: MessageRef = { key: 'email.templateMissing' };

/** Refuses (400, on the field) a subject or body that is not valid Liquid, so a stored template always reads. */
function checkTexts(texts: { subject?: string | undefined; body?: string | undefined }): void {
  if (texts.subject !== undefined) parseTemplate(texts.subject, 'body.subject');
  if (texts.body !== undefined) parseTemplate(texts.body, 'body.body');
}

export async function getEmailTemplates(
  context: RequestContext,
  tag: string | undefined,
): Promise<ListResponse<EmailTemplate>> {
  const items = await listEmailTemplates(context.tx, tag || undefined);
  return { items, total: items.length };
}

export async function getEmailTemplate(context: RequestContext, id: string): Promise<EmailTemplate> {
  const template = await findEmailTemplate(context.tx, id);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}

export async function createEmailTemplate(
  context: RequestContext,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  checkTexts(input);
  return insertEmailTemplate(context.tx, context.tenant.id, input);
}

export async function changeEmailTemplate(
  context: RequestContext,
  id: string,
  change: EmailTemplateChange,
): Promise<EmailTemplate> {
  checkTexts(change);
  const template = await updateEmailTemplate(context.tx, id, change);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  return template;
}

export async function removeEmailTemplate(context: RequestContext, id: string): Promise<void> {
  if (!(await deleteEmailTemplate(context.tx, id))) throw notFound(TEMPLATE_NOT_FOUND);
}

/**
 * Renders a template, or the draft of its texts the editor shows, with an assignment's and/or a
 * contact's data. Fields without a value render empty and are listed, never a failure.
 */
export async function renderEmailTemplate(
  context: RequestContext,
  id: string,
  request: EmailRenderRequest,
): Promise<EmailRenderResult> {
  const template = await getEmailTemplate(context, id);
  const texts = request.draft ?? template;
  return renderTexts(texts, await templateValues(context, request));
}
