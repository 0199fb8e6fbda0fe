import type { Access } from '../../platform/http/access.ts';

/** Projects and their estates are read and written by permission (built-in: user writes, viewer reads). */
export const READ_PROJECTS: Access = { kind: 'member', permission: 'projects.read' };
export const WRITE_PROJECTS: Access = { kind: 'member', permission: 'projects.write' };
