import type { Blueprint } from '@syna/contracts/blueprints';
import type { FieldErrors } from '../../platform/http/problem.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { AssignmentSetup } from '../inspections/index.ts';
import { createObject, createRemark } from '../remarks/index.ts';
import { blueprintToStartFrom } from './blueprint.service.ts';

/**
 * Gives a new assignment its blueprint's objects in order, each with its template remarks, through
 * the remarks module, in the request's transaction: the assignment comes with all of them or none.
 */
async function applyBlueprint(
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

/**
 * A new assignment started from a blueprint (`body.blueprint`), which must be a live blueprint of
 * the firm, and a type given beside it its type: the assignment takes the blueprint's type unless
 * given one, and gets its objects and remarks.
 */
export const blueprintAssignmentSetup: AssignmentSetup = {
  async prepare(context, named) {
    const blueprint = await blueprintToStartFrom(context, named.id);
    if (!blueprint)
      return {
        errors: { 'body.blueprint': [{ key: 'blueprints.blueprintMissing' }] },
        apply: () => Promise.resolve(),
      };
    const errors: FieldErrors =
      named.typeId !== undefined && named.typeId !== blueprint.typeId
        ? { 'body.blueprint': [{ key: 'blueprints.typeOfBlueprint' }] }
        : {};
    return {
      typeId: blueprint.typeId,
      errors,
      apply: (inspectionId) => applyBlueprint(context, inspectionId, blueprint),
    };
  },
};
