import type { Access } from '../../platform/http/access.ts';

/** Reading inspections (lists, the inspection view, form choices). */
export const READ_INSPECTIONS: Access = { kind: 'member', permission: 'inspections.read' };
/** Creating, changing, linking and deleting inspections. */
export const WRITE_INSPECTIONS: Access = { kind: 'member', permission: 'inspections.write' };
