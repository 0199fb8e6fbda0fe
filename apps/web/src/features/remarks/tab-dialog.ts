import type { InspectionObject, Remark } from '@syna/contracts/remarks';
import type { RemarkDraft } from './remark-clipboard';

/** The one dialog the objects tab shows at a time, and what it works on. */
export type TabDialog =
  | { kind: 'object-form'; object: InspectionObject | null }
  | { kind: 'delete-object'; object: InspectionObject }
  | { kind: 'remark-form'; objectId: string; remark: Remark | null; draft?: RemarkDraft }
  | { kind: 'delete-remark'; objectId: string; remark: Remark }
  | { kind: 'saved-remarks'; objectId: string }
  | { kind: 'photo'; objectId: string; remarkId: string; imageId: string }
  | { kind: 'annotate'; objectId: string; remarkId: string; imageId: string };

export type OpenTabDialog = (dialog: TabDialog) => void;
