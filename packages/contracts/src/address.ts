import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';
import { optionalText } from './text.ts';

export const addressSchema = z
  .object({
    address: optionalText(200),
    postalCode: optionalText(20),
    city: optionalText(100),
    region: optionalText(100),
    country: z
      .enum(COUNTRY_CODES)
      .nullish()
      .transform((value) => value ?? null),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
