import type { Blueprint } from '@syna/contracts/blueprints';
import type { FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { blueprintToStartFrom } from '../blueprints/index.ts';
import { createObject, createRemark } from '../remarks/index.ts';

/**
 * The blueprint a new assignment names (`body.blueprint`), checked before anything is written:
 * it must be a live blueprint of the firm, and a type given beside it must be its type. Answers
 * the blueprint (null when none is named) and the field errors to refuse the assignment with.
 */
export async function checkedBlueprint(
  context: RequestContext,
  input: { blueprint?: string; typeId?: string },
): Promise<{ blueprint: Blueprint | null; errors: FieldErrors }> {
  if (!input.blueprint) return { blueprint: null, errors: {} };
  const blueprint = await blueprintToStartFrom(context, input.blueprint);
  if (!blueprint)
    return { blueprint, errors: { 'body.blueprint': [{ key: 'blueprints.blueprintMissing' }] } };
  if (input.typeId !== undefined && input.typeId !== blueprint.typeId)
    return { blueprint, errors: { 'body.blueprint': [{ key: 'blueprints.typeOfBlueprint' }] } };
  return { blueprint, errors: {} };
}

/**
 * Gives a new assignment its blueprint's objects in order, each with its template remarks, through
 * the remarks module, in the request's transaction: the assignment comes with all of them or none.
 */
export async function applyBlueprint(
  context: RequestContext,
  inspectionId: string,
  blueprint: Blueprint,
): Promise<void> {
  for (const [sortOrder, template] of blueprint.objects.entries()) {
    const object = await createObject(context, inspectionId, { name: template.name, sortOrder });
    for (const [remarkOrder, remark] of template.remarks.entries())
      await createRemark(
        context,
        { id: inspectionId, object: object.id },
        { title: remark.title, text: remark.text, gradeId: remark.gradeId, sortOrder: remarkOrder },
      );
  }
}
