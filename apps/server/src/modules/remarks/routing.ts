import { z } from 'zod';
import type { Access } from '../../platform/http/access.ts';

// What the routes of the remarks module share: where they live, who may call them, their params.

/** The inspections service: `/{tenant}/v1/inspections/...`. */
export const SERVICE = '/:tenant/v1/inspections';
export const TAGS = ['remarks'];

export const READ: Access = { kind: 'member', permission: 'inspections.read' };
export const WRITE: Access = { kind: 'member', permission: 'inspections.write' };

export const tenantParams = z.object({ tenant: z.string() });
export const inspectionParams = tenantParams.extend({ id: z.uuid() });
export const objectParams = inspectionParams.extend({ object: z.uuid() });
export const remarkParams = objectParams.extend({ remark: z.uuid() });
export const imageParams = remarkParams.extend({ image: z.uuid() });

/** The remark's place in the path, as the services take it. */
export const remarkPathOf = (params: z.infer<typeof objectParams>) => ({
  inspectionId: params.id,
  objectId: params.object,
});
