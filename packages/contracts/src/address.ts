import { z } from 'zod/mini';
import { COUNTRY_CODES } from './countries.ts';
import { optionalText } from './text.ts';

/** An address; every part may be left out (zod's small build, as the public order page needs it). */
export const addressSchema = z
  .object({
    address: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    region: optionalText(100),
    country: z.pipe(
      z.nullish(z.enum(COUNTRY_CODES)),
      z.transform((value) => value ?? null),
    ),
  })
  .check(z.meta({ id: 'Address' }));
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
