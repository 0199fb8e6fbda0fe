import type { z } from 'zod';
import { remarkCreateSchema, type Remark, type RemarkCreate } from '@syna/contracts/remarks';

/** What the clipboard and "repeat last" carry of a remark: its words and grading, not its photos. */
export const remarkDraftSchema = remarkCreateSchema.pick({
  title: true,
  text: true,
  category: true,
  location: true,
  gradeId: true,
  recommendedAction: true,
  investigate: true,
  investigation: true,
  costEstimate: true,
});
export type RemarkDraft = z.infer<typeof remarkDraftSchema>;

/** The client state of remarks: the last remark saved, and the clipboard. */
export interface RemarkClipboardState {
  lastSavedRemark: RemarkDraft | null;
  clipboard: RemarkDraft | null;
}

export const EMPTY_REMARK_CLIPBOARD: RemarkClipboardState = { lastSavedRemark: null, clipboard: null };

const storedDraft = (value: unknown): RemarkDraft | null => {
  const parsed = remarkDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The stored state, with anything unreadable (an old or edited value) dropped. */
export function parseRemarkClipboard(stored: unknown): RemarkClipboardState {
  if (typeof stored !== 'object' || stored === null) return EMPTY_REMARK_CLIPBOARD;
  const { lastSavedRemark, clipboard } = stored as Record<string, unknown>;
  return { lastSavedRemark: storedDraft(lastSavedRemark), clipboard: storedDraft(clipboard) };
}

/** A remark's words and grading, as a new remark would be created from them. */
export function draftOf(remark: Remark | RemarkCreate): RemarkDraft {
  return {
    title: remark.title,
    text: remark.text ?? null,
    category: remark.category ?? null,
    location: remark.location ?? null,
    gradeId: remark.gradeId ?? null,
    recommendedAction: remark.recommendedAction ?? null,
    investigate: remark.investigate ?? false,
    investigation: remark.investigation ?? null,
    costEstimate: remark.costEstimate ?? null,
  };
}
