import type { MessageRef } from '@syna/contracts/messages';
import { INSPECTION_TAGS_MAX } from '@syna/contracts/inspections';
import type { ListResponse } from '@syna/contracts/list';
import { badRequest, notFound } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { addTag, findInspectionRow, listTags, removeTag } from './inspection.repo.ts';
import { INSPECTION_NOT_FOUND } from './inspection-messages.ts';

/** The tags in use on the tenant's inspections, alphabetically. */
export async function listInspectionTags(context: RequestContext): Promise<ListResponse<string>> {
  const items = await listTags(context.tx);
  return { items, total: items.length };
}

/** Adds a tag (once); answers the inspection's tags. */
export async function tagInspection(
  context: RequestContext,
  id: string,
  tag: string,
): Promise<{ tags: string[] }> {
  const current = await findInspectionRow(context.tx, id);
  if (!current) throw notFound(INSPECTION_NOT_FOUND);
  if (!current.tags.includes(tag) && current.tags.length >= INSPECTION_TAGS_MAX) {
    const message: MessageRef = { key: 'assignments.tooManyTags', values: { count: INSPECTION_TAGS_MAX } };
    throw badRequest(message, { 'params.tag': [message] });
  }
  return { tags: (await addTag(context.tx, id, tag))! };
}

/** Removes a tag if the inspection has it; answers the inspection's tags. */
export async function untagInspection(
  context: RequestContext,
  id: string,
  tag: string,
): Promise<{ tags: string[] }> {
  const tags = await removeTag(context.tx, id, tag);
  if (!tags) throw notFound(INSPECTION_NOT_FOUND);
  return { tags };
}
