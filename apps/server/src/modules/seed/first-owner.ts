import { randomBytes } from 'node:crypto';
import { organizationCreateSchema } from '@syna/contracts/tenant';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { addDefaultStatuses } from '../lookups/index.ts';
import { createOrganization, enterTenant } from '../tenancy/index.ts';
import { createLocalUser } from './local-user.ts';

export const firstOwnerSchema = z.object({
  email: z.email(),
  givenName: z.string().trim().min(1).max(100),
  familyName: z.string().trim().min(1).max(100),
  organization: organizationCreateSchema.pick({ id: true, name: true }),
});
export type FirstOwnerInput = z.infer<typeof firstOwnerSchema>;

/** Random and long enough that it need not be changed; shown once, stored only as its hash. */
const generatedPassword = () => randomBytes(18).toString('base64url');

/**
 * The way into a production install on the embedded issuer, where no demo is seeded: a sign-in
 * with a generated password and an organisation it owns. Refuses an e-mail that already signs in
 * and an organisation id that is taken, changing nothing.
 */
export async function createFirstOwner(
  database: Database,
  input: FirstOwnerInput,
): Promise<{ email: string; password: string; tenantId: string }> {
  const { email, givenName, familyName, organization } = firstOwnerSchema.parse(input);
  const password = generatedPassword();
  try {
    await database.asSystem(async (tx) => {
      const owner = await createLocalUser(tx, { email, password, givenName, familyName });
      await createOrganization(
        tx,
        { ...organization, email, address: null },
        { userId: owner.id, name: owner.name },
      );
      await enterTenant(tx, organization.id);
      await addDefaultStatuses(tx, organization.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Error(`The e-mail ${email} or the organisation id "${organization.id}" is already taken`, {
        cause: error,
      });
    }
    throw error;
  }
  return { email, password, tenantId: organization.id };
}
