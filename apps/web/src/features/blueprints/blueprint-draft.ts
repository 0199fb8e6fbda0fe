import type { Blueprint, BlueprintCreateInput } from '@syna/contracts/blueprints';

/** A template remark as the editor holds it; `key` keeps its inputs as it moves. */
export interface RemarkDraft {
  key: string;
  title: string;
  text: string;
  gradeId: string | null;
}

/** An object as the editor holds it. */
export interface ObjectDraft {
  key: string;
  name: string;
  remarks: RemarkDraft[];
}

/** The blueprint as the editor holds it: plain texts, '' for what is not chosen. */
export interface BlueprintDraft {
  name: { sv: string; en: string };
  typeId: string;
  objects: ObjectDraft[];
  formIds: string[];
}

const newKey = () => crypto.randomUUID();

export const emptyRemark = (): RemarkDraft => ({ key: newKey(), title: '', text: '', gradeId: null });
export const emptyObject = (): ObjectDraft => ({ key: newKey(), name: '', remarks: [] });
export const emptyDraft = (): BlueprintDraft => ({
  name: { sv: '', en: '' },
  typeId: '',
  objects: [],
  formIds: [],
});

export function draftFromBlueprint(blueprint: Blueprint): BlueprintDraft {
  return {
    name: { sv: blueprint.name.sv, en: blueprint.name.en ?? '' },
    typeId: blueprint.typeId,
    objects: blueprint.objects.map((object) => ({
      key: newKey(),
      name: object.name,
      remarks: object.remarks.map((remark) => ({
        key: newKey(),
        title: remark.title,
        text: remark.text ?? '',
        gradeId: remark.gradeId,
      })),
    })),
    formIds: blueprint.formIds,
  };
}

/** The whole blueprint as a body: a new one's, and a change's too (its lists are replaced whole). */
export function toBody(draft: BlueprintDraft): BlueprintCreateInput {
  return {
    name: { sv: draft.name.sv, en: draft.name.en || null },
    typeId: draft.typeId,
    objects: draft.objects.map((object) => ({
      name: object.name,
      remarks: object.remarks.map((remark) => ({
        title: remark.title,
        text: remark.text || null,
        gradeId: remark.gradeId,
      })),
    })),
    formIds: draft.formIds,
  };
}

/** Whether two drafts say the same (the keys aside): the editor's "unsaved changes". */
export const sameBlueprint = (one: BlueprintDraft, other: BlueprintDraft) =>
  JSON.stringify(toBody(one)) === JSON.stringify(toBody(other));
