import { z } from 'zod';

/** The `:tenant` of every path under an organisation. */
export const tenantParams = z.object({ tenant: z.string() });

/**
 * `:tenant` plus one uuid parameter. Ids are uuids, so fixed paths beside them
 * (`/contact/tags`) never read as ids; `message` names what was not found.
 */
export const tenantAnd = <Name extends string>(name: Name, message: string) =>
  tenantParams.extend({ [name]: z.uuid({ error: message }) } as Record<Name, z.ZodUUID>);
