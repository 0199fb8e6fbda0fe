import { z } from 'zod';
import { addressSchema } from './address.ts';
import { companyNumberSchema, emailSchema, phoneSchema } from './contact-fields.ts';
import { cursorSchema, listResponseSchema, pagedListResponseSchema, pagingSchema } from './list.ts';
import { addressWithSwedishPostalCodeSchema, personnummerSchema } from './swedish-identity.ts';
import type { AttachedFile } from './attached-files.ts';
import { blankOr, clearableOr, clearableText, optionalText, TOO_LONG_MESSAGE } from './text.ts';

/** The address book (contact service): companies and persons, their relations and favourites. */

export const CONTACT_TYPES = ['company', 'person'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_SEXES = ['female', 'male', 'other'] as const;
/** The tag that marks a partner; the partner search looks for it. */
export const PARTNER_TAG = 'partner';
export const CONTACT_SORTS = ['name', 'created'] as const;

/** A web address; one typed without a scheme (`www.firma.se`) is taken as https. */
const webAddressSchema = z
  .string()
  .trim()
  .max(500, { error: 'validation.tooLong' })
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'validation.web' }));

export { companyNumberSchema, emailSchema, phoneSchema } from './contact-fields.ts';

/** One of a contact's addresses: a Swedish postal code is checked, and an empty address is null. */
const contactAddressSchema = z
  .nullish(addressWithSwedishPostalCodeSchema)
  .transform((address) => (address && Object.values(address).some(Boolean) ? address : null));

export const contactAddressesSchema = z
  .object({
    postal: contactAddressSchema,
    visit: contactAddressSchema,
    delivery: contactAddressSchema,
    invoice: contactAddressSchema,
  })
  .meta({ id: 'ContactAddresses' });
export type ContactAddresses = z.infer<typeof contactAddressesSchema>;

export const socialLinkSchema = z
  .object({
    /** What the link is, e.g. LinkedIn or Facebook. */
    kind: z.string().trim().min(1, { error: 'validation.socialKind' }).max(40),
    url: webAddressSchema,
  })
  .meta({ id: 'SocialLink' });
export type SocialLink = z.infer<typeof socialLinkSchema>;

const tagsSchema = z
  .array(z.string().trim().min(1, { error: 'validation.emptyTag' }).max(50, { error: 'validation.tooLong' }))
  .max(50, { error: 'validation.tooManyTags' })
  .transform((tags) => [...new Set(tags)]);

/** The free texts of a contact and their longest length. */
const CONTACT_TEXT_LIMITS = {
  companyName: 200,
  firstName: 100,
  middleName: 100,
  lastName: 100,
  title: 100,
  description: 4000,
  /** Where the contact came from, e.g. an order or an import. */
  origin: 100,
} as const;

/** The contact's free texts, each as `text` makes it from its limit. */
const contactTexts = <Field>(text: (max: number, tooLong: typeof TOO_LONG_MESSAGE) => Field) =>
  Object.fromEntries(
    Object.entries(CONTACT_TEXT_LIMITS).map(([name, max]) => [name, text(max, TOO_LONG_MESSAGE)]),
  ) as Record<keyof typeof CONTACT_TEXT_LIMITS, Field>;

const sexSchema = z.enum(CONTACT_SEXES, { error: 'validation.sex' });
const socialLinksSchema = z.array(socialLinkSchema).max(20, { error: 'validation.tooManyLinks' });

/** The fields both kinds of contact share; `name` is computed by the server. */
const commonFields = {
  ...contactTexts(optionalText),
  email: blankOr(emailSchema),
  phone: blankOr(phoneSchema),
  sex: sexSchema.nullish().transform((value) => value ?? null),
  addresses: contactAddressesSchema.default({ postal: null, visit: null, delivery: null, invoice: null }),
  web: blankOr(webAddressSchema),
  social: socialLinksSchema.default([]),
  tags: tagsSchema.default([]),
};

const companyInputSchema = z.object({
  type: z.literal('company'),
  ...commonFields,
  companyName: z
    .string({ error: 'validation.companyName' })
    .trim()
    .min(1, { error: 'validation.companyName' })
    .max(200),
  /** Organisationsnummer (or a sole trader's personnummer), stored normalised. */
  number: blankOr(companyNumberSchema),
});

const personInputSchema = z
  .object({
    type: z.literal('person'),
    ...commonFields,
    /** Personnummer or samordningsnummer, stored as `YYYYMMDD-NNNN`. */
    number: blankOr(personnummerSchema),
  })
  .refine((person) => Boolean(person.firstName || person.lastName), {
    error: 'validation.personName',
    path: ['firstName'],
    // Report a missing name together with any other field errors, not after they are fixed.
    when: () => true,
  });

/** Body of `POST /contact`, and what a contact must be after a change. */
export const contactInputSchema = z
  .discriminatedUnion('type', [companyInputSchema, personInputSchema], {
    error: 'validation.partyType',
  })
  .meta({ id: 'ContactData' });
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactInputBody = z.input<typeof contactInputSchema>;

/**
 * Body of `PUT /contact/{id}`: the fields to change, like every update of the API. An absent field
 * keeps its value; null or blank clears it. The contact as changed must pass `contactInputSchema`
 * (a person needs a name, the number must suit the type), so the number is judged there.
 */
export const contactChangeSchema = z
  .object({
    type: z.enum(CONTACT_TYPES, { error: 'validation.partyType' }).optional(),
    ...contactTexts(clearableText),
    email: clearableOr(emailSchema),
    phone: clearableOr(phoneSchema),
    sex: sexSchema.nullable().optional(),
    number: clearableText(20),
    addresses: contactAddressesSchema.optional(),
    web: clearableOr(webAddressSchema),
    social: socialLinksSchema.optional(),
    tags: tagsSchema.optional(),
  })
  .meta({ id: 'ContactChange' });
export type ContactChange = z.infer<typeof contactChangeSchema>;
export type ContactChangeBody = z.input<typeof contactChangeSchema>;

export const contactSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(CONTACT_TYPES),
    /** Display name: the company name, or first, middle and last name. */
    name: z.string(),
    companyName: z.string().nullable(),
    firstName: z.string().nullable(),
    middleName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    title: z.string().nullable(),
    sex: z.enum(CONTACT_SEXES).nullable(),
    number: z.string().nullable(),
    description: z.string().nullable(),
    origin: z.string().nullable(),
    addresses: z.object({
      postal: z.nullable(addressSchema),
      visit: z.nullable(addressSchema),
      delivery: z.nullable(addressSchema),
      invoice: z.nullable(addressSchema),
    }),
    web: z.string().nullable(),
    social: z.array(z.object({ kind: z.string(), url: z.string() })),
    tags: z.array(z.string()),
    created: z.iso.datetime(),
    updated: z.iso.datetime(),
  })
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;

export const contactRelationSchema = z
  .object({ id: z.uuid(), name: z.string(), kind: z.string() })
  .meta({ id: 'ContactRelation' });
export type ContactRelation = z.infer<typeof contactRelationSchema>;

/**
 * Query of `GET /contact/duplicates`: the contacts that already carry an identity number
 * (personnummer or organisationsnummer, in any accepted spelling), except the one being edited.
 */
export const contactDuplicatesQuerySchema = z.object({
  number: z.string().trim().min(1).max(20),
  except: z.uuid({ error: 'validation.contactId' }).optional(),
});
/** A contact that already has the number: enough to name it and link to it. */
export const contactDuplicateSchema = z
  .object({ id: z.uuid(), name: z.string(), number: z.string() })
  .meta({ id: 'ContactDuplicate' });
export type ContactDuplicate = z.infer<typeof contactDuplicateSchema>;
export const contactDuplicateListSchema = listResponseSchema(contactDuplicateSchema).meta({
  id: 'ContactDuplicateList',
});

/** One contact with its relations: those it names, and (read-only) those that name it. */
export const contactDetailSchema = contactSchema
  .extend({
    relations: z.array(contactRelationSchema),
    relatedFrom: z.array(contactRelationSchema),
  })
  .meta({ id: 'ContactDetail' });
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** Body of `PUT /contact/{id}/relations`: replaces the contact's relations. */
export const contactRelationsInputSchema = z
  .object({
    items: z
      .array(
        z.object({
          contactId: z.uuid({ error: 'validation.contactId' }),
          kind: z.string().trim().min(1).max(50).default('related'),
        }),
      )
      .max(100, { error: 'validation.tooManyRelations' }),
  })
  .meta({ id: 'ContactRelationsUpdate' });
export type ContactRelationsInput = z.infer<typeof contactRelationsInputSchema>;

/** Body of `POST /contact/search`. */
export const contactSearchSchema = z
  .object({
    /** Words that must all occur in name, e-mail, number, phone or company name. */
    query: z.string().trim().max(200).optional(),
    /** Contacts that carry every one of these tags. */
    tags: z.array(z.string().trim().min(1).max(50)).max(20).optional(),
    /** True: partners only (tag `partner`); false or absent: no partner filter. */
    partner: z.boolean().optional(),
    type: z.enum(CONTACT_TYPES).optional(),
    ...pagingSchema.shape,
    /** The `nextCursor` of the page before (by name, newest first): the page after it. */
    cursor: cursorSchema.optional(),
    sort: z.enum(CONTACT_SORTS).default('name'),
  })
  .meta({ id: 'ContactSearch' });
export type ContactSearch = z.infer<typeof contactSearchSchema>;

export const contactListSchema = pagedListResponseSchema(contactSchema).meta({ id: 'ContactList' });

export const favoriteStateSchema = z.object({ favorite: z.boolean() }).meta({ id: 'FavoriteState' });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const contactTagListSchema = listResponseSchema(z.string()).meta({ id: 'ContactTagList' });

/** One file on a contact; `GET /contact/{id}/files/{fileId}` downloads it under `filename`. */
export type ContactFile = AttachedFile;
