import { z } from 'zod';
import { addressSchema } from './address.ts';

/**
 * The hidden-defect insurance request (dolda fel-försäkring, SPEC §7 "Insurance form request"):
 * after an överlåtelsebesiktning the seller may insure against hidden defects; the firm sends the
 * insurer what the insurance object is built from. An inspection type says whether its
 * assignments can be insured (`insurable`).
 */

/**
 * What an assignment must have before the request can be built, each named in the 400's field
 * errors (`body.<field>`) and in the staff app's message: the type insurable, the assignment
 * finished (a status performed or later), a seller, the estate designation, the address, the
 * inspection date, the inspector and an issued report version.
 */
export const INSURANCE_FIELDS = [
  'type',
  'finished',
  'seller',
  'estateDesignation',
  'address',
  'inspectionDate',
  'inspector',
  'report',
] as const;
export type InsuranceField = (typeof INSURANCE_FIELDS)[number];

/**
 * Where a request stands: being sent (the insurer is asked; at most one per assignment), sent
 * (the insurer gave its reference), failed (no answer, or a server error: try again), refused
 * (the insurer said no, with its message).
 */
export const INSURANCE_REQUEST_STATUSES = ['sending', 'sent', 'failed', 'refused'] as const;
export type InsuranceRequestStatus = (typeof INSURANCE_REQUEST_STATUSES)[number];

/** A party to the sale as the insurer gets it: the seller or the buyer. */
export const insurancePartySchema = z
  .object({
    name: z.string(),
    /** Personnummer or organisationsnummer, where the address book has it. */
    identityNumber: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'InsuranceParty' });
export type InsuranceParty = z.infer<typeof insurancePartySchema>;

/** The issued report the insurance rests on: its version, number, day of issue and file hash. */
export const insuranceReportSchema = z
  .object({
    id: z.string(),
    version: z.number().int(),
    reportNumber: z.string().nullable(),
    /** The Swedish calendar day it was issued (`YYYY-MM-DD`). */
    issuedOn: z.string(),
    /** SHA-256 of the issued file (the PDF where there is one, else the Word file), hex. */
    sha256: z.string(),
  })
  .meta({ id: 'InsuranceReport' });
export type InsuranceReport = z.infer<typeof insuranceReportSchema>;

/** What the request is built from, as far as the assignment has it (null where it lacks it). */
export const insuranceDetailsSchema = z
  .object({
    assignment: z.object({ id: z.string(), number: z.string() }),
    seller: insurancePartySchema.nullable(),
    /** Known only when the assignment names a contact in the buyer's role. */
    buyer: insurancePartySchema.nullable(),
    estateDesignation: z.string().nullable(),
    address: z.nullable(addressSchema),
    inspectionDate: z.string().nullable(),
    inspector: z.object({ id: z.string(), name: z.string() }).nullable(),
    report: insuranceReportSchema.nullable(),
  })
  .meta({ id: 'InsuranceDetails' });
export type InsuranceDetails = z.infer<typeof insuranceDetailsSchema>;

/** One request as recorded on the assignment, sent or not. */
export const insuranceRequestSchema = z
  .object({
    id: z.string(),
    status: z.enum(INSURANCE_REQUEST_STATUSES),
    requestedAt: z.string(),
    requestedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The insurer's reference of the insurance object, once sent. */
    reference: z.string().nullable(),
    /** What the insurer said (a refusal's reason, a note on acceptance), if anything. */
    message: z.string().nullable(),
    /** The insurer's HTTP status; null when it gave no answer. */
    providerStatus: z.number().int().nullable(),
    /** The report version it was sent with. */
    reportVersion: z.number().int().nullable(),
  })
  .meta({ id: 'InsuranceRequest' });
export type InsuranceRequest = z.infer<typeof insuranceRequestSchema>;

/**
 * `GET /admin/dff/{id}`: whether the assignment's type can be insured, whether the server has an
 * insurer, what would be sent and what is missing, and the requests made, the newest first.
 */
export const insuranceStateSchema = z
  .object({
    insurable: z.boolean(),
    insurerConfigured: z.boolean(),
    details: insuranceDetailsSchema,
    missing: z.array(z.enum(INSURANCE_FIELDS)),
    requests: z.array(insuranceRequestSchema),
  })
  .meta({ id: 'InsuranceState' });
export type InsuranceState = z.infer<typeof insuranceStateSchema>;
