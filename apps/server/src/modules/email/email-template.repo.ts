import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EmailTemplate, EmailTemplateChange, EmailTemplateInput } from '@syna/contracts/email';
import type { Tx } from '../../platform/db/database.ts';
import { emailTemplates } from './email.tables.ts';

type TemplateRow = typeof emailTemplates.$inferSelect;

const toEmailTemplate = (row: TemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  tag: row.tag,
  subject: row.subject,
  body: row.body,
  updated: row.updatedAt.toISOString(),
});

const inTenant = sql`${emailTemplates.tenantId} = app_tenant()`;
const byId = (id: string) => and(inTenant, eq(emailTemplates.id, id));

/** The tenant's templates by name, or those with `tag`. */
export async function listEmailTemplates(tx: Tx, tag?: string): Promise<EmailTemplate[]> {
  const rows = await tx
    .select()
    .from(emailTemplates)
    .where(and(inTenant, tag ? eq(emailTemplates.tag, tag) : undefined))
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
  return rows.map(toEmailTemplate);
}

/** The tenant's templates with any of `tags`, by name: the templates of several mails in one statement. */
export async function listEmailTemplatesTagged(tx: Tx, tags: readonly string[]): Promise<EmailTemplate[]> {
  if (tags.length === 0) return [];
  const rows = await tx
    .select()
    .from(emailTemplates)
    .where(and(inTenant, inArray(emailTemplates.tag, [...tags])))
    .orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
  return rows.map(toEmailTemplate);
}

export async function findEmailTemplate(tx: Tx, id: string): Promise<EmailTemplate | null> {
  const [row] = await tx.select().from(emailTemplates).where(byId(id));
  return row ? toEmailTemplate(row) : null;
}

export async function insertEmailTemplate(
  tx: Tx,
  tenantId: string,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  const [row] = await tx
    .insert(emailTemplates)
    .values({ ...input, tenantId })
    .returning();
  return toEmailTemplate(row!);
}

/** Changes the fields `change` names; null when the template is not the tenant's. */
export async function updateEmailTemplate(
  tx: Tx,
  id: string,
  change: EmailTemplateChange,
): Promise<EmailTemplate | null> {
  const [row] = await tx
    .update(emailTemplates)
    .set({ ...change, updatedAt: sql`now()` })
    .where(byId(id))
    .returning();
  return row ? toEmailTemplate(row) : null;
}

/** Deletes a template; false when it is not the tenant's. */
export async function deleteEmailTemplate(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(emailTemplates).where(byId(id)).returning({ id: emailTemplates.id });
  return rows.length > 0;
}
