import type { MessageRef } from '@syna/contracts/messages';
/** The answer when an inspection id is not one of the tenant's. */
export const INSPECTION_NOT_FOUND: MessageRef = { key: 'assignments.assignmentMissing' };
