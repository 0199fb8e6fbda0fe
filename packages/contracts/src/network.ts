import { z } from 'zod';
import { addressSchema } from './address.ts';
import { invitationCreateSchema } from './invitations.ts';
import { clearableText } from './text.ts';

/**
 * The partner network of a firm (SPEC §3, §7 "Network"): external users and external organisations
 * it invites by e-mail, and the orders and assignments it shares with them.
 */

/** An external user joins as themself; an external organisation (another firm) as a whole. */
export const NETWORK_KINDS = ['user', 'org'] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

/** How long a network invitation can be answered. */
export const NETWORK_INVITATION_VALID_DAYS = 7;

/** Body of `POST /admin/network/{user|org}/invitations`: the address to invite. */
export const networkInvitationCreateSchema = invitationCreateSchema
  .pick({ email: true })
  .meta({ id: 'NetworkInvitationCreate' });
export type NetworkInvitationCreate = z.input<typeof networkInvitationCreateSchema>;

/**
 * A pending network invitation as the firm's administrators see it. Answered ones are gone from
 * the list (an accepted one is a partner); the state names are never shown (SPEC §4).
 */
export const networkInvitationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NETWORK_KINDS),
    email: z.string(),
    invitedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
    createdAt: z.string(),
    expiresAt: z.string(),
    /** Past its answering time: it can only be withdrawn (and sent again). */
    expired: z.boolean(),
  })
  .meta({ id: 'NetworkInvitation' });
export type NetworkInvitation = z.infer<typeof networkInvitationSchema>;

/** A network invitation as its invitee sees it: which firm, who, when, until when. */
export const myNetworkInvitationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NETWORK_KINDS),
    tenant: z.object({ id: z.string(), name: z.string() }),
    invitedBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'MyNetworkInvitation' });
export type MyNetworkInvitation = z.infer<typeof myNetworkInvitationSchema>;

/** Body of accepting an organisation invitation: which of the caller's firms joins. */
export const networkOrgAcceptSchema = z
  .object({
    organization: z
      .string({ error: 'network.chooseOrganisation' })
      .trim()
      .min(1, 'network.chooseOrganisation'),
  })
  .meta({ id: 'NetworkOrgAccept' });
export type NetworkOrgAccept = z.infer<typeof networkOrgAcceptSchema>;

/** A partner of the firm: an external user or organisation, with the firm's own note. */
export const networkPartnerSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NETWORK_KINDS),
    /** The user's or the organisation's name as it was on acceptance. */
    name: z.string(),
    email: z.string(),
    note: z.string().nullable(),
    createdAt: z.string(),
    /** How many orders and assignments are shared with the partner. */
    shares: z.number().int(),
  })
  .meta({ id: 'NetworkPartner' });
export type NetworkPartner = z.infer<typeof networkPartnerSchema>;

/** Body of `PUT /admin/network/{user|org}/{id}`: the firm's note on the partner. */
export const networkPartnerUpdateSchema = z
  .object({ note: clearableText(500, 'validation.tooLong') })
  .meta({ id: 'NetworkPartnerUpdate' });
export type NetworkPartnerUpdate = z.input<typeof networkPartnerUpdateSchema>;

/** Body of sharing an order or assignment with a partner; sharing again changes `mayEdit`. */
export const networkShareCreateSchema = z
  .object({
    partnerId: z.uuid({ error: 'network.choosePartner' }),
    mayEdit: z.boolean().default(false),
  })
  .meta({ id: 'NetworkShareCreate' });
export type NetworkShareCreate = z.input<typeof networkShareCreateSchema>;

/** A share of an order or assignment, as the firm sees it. */
export const networkShareSchema = z
  .object({
    id: z.uuid(),
    partner: z.object({ id: z.uuid(), kind: z.enum(NETWORK_KINDS), name: z.string() }),
    mayEdit: z.boolean(),
    sharedBy: z.object({ id: z.uuid().nullable(), name: z.string() }),
    createdAt: z.string(),
  })
  .meta({ id: 'NetworkShare' });
export type NetworkShare = z.infer<typeof networkShareSchema>;

export const SHARED_KINDS = ['order', 'inspection'] as const;
export type SharedKind = (typeof SHARED_KINDS)[number];

/** One thing the firm shares with the caller: the partner's list (`GET /network/user`). */
export const sharedItemSchema = z
  .object({
    kind: z.enum(SHARED_KINDS),
    /** The order's or assignment's id. */
    id: z.uuid(),
    number: z.string(),
    /** The object's address, one line. */
    title: z.string(),
    mayEdit: z.boolean(),
    sharedAt: z.string(),
  })
  .meta({ id: 'SharedItem' });
export type SharedItem = z.infer<typeof sharedItemSchema>;

/** A party of a shared order, its personnummer masked (`19800101-****`). */
export const sharedPartySchema = z
  .object({
    type: z.enum(['company', 'person']),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    number: z.string().nullable(),
  })
  .meta({ id: 'SharedParty' });
export type SharedParty = z.infer<typeof sharedPartySchema>;

/** An order as a partner sees it: no staff history, parties masked. */
export const sharedOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    preferredDate: z.string(),
    preferredTime: z.string().nullable(),
    customer: sharedPartySchema,
    owner1: sharedPartySchema.nullable(),
    owner2: sharedPartySchema.nullable(),
    broker: sharedPartySchema.nullable(),
    address: addressSchema,
    objectDescription: z.string().nullable(),
    estateNumber: z.string().nullable(),
    message: z.string().nullable(),
    mayEdit: z.boolean(),
  })
  .meta({ id: 'SharedOrder' });
export type SharedOrder = z.infer<typeof sharedOrderSchema>;

/** An assignment as a partner sees it. */
export const sharedInspectionSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    date: z.string().nullable(),
    startTime: z.string().nullable(),
    stopTime: z.string().nullable(),
    address: z.nullable(addressSchema),
    description: z.string().nullable(),
    mayEdit: z.boolean(),
  })
  .meta({ id: 'SharedInspection' });
export type SharedInspection = z.infer<typeof sharedInspectionSchema>;

/** What a partner with an editing share may change of an order: its message. */
export const sharedOrderUpdateSchema = z
  .object({ message: clearableText(4000, 'validation.tooLong') })
  .meta({ id: 'SharedOrderUpdate' });
export type SharedOrderUpdate = z.input<typeof sharedOrderUpdateSchema>;

/** What a partner with an editing share may change of an assignment: its description. */
export const sharedInspectionUpdateSchema = z
  .object({ description: clearableText(4000, 'validation.tooLong') })
  .meta({ id: 'SharedInspectionUpdate' });
export type SharedInspectionUpdate = z.input<typeof sharedInspectionUpdateSchema>;

/** The caller's place in other firms' networks, outside any tenant (the pick page). */
export const myNetworkSchema = z
  .object({
    /** Firms that share with the caller, as a user or through one of the caller's firms. */
    partnerOf: z.array(z.object({ id: z.string(), name: z.string() })),
    invitations: z.array(myNetworkInvitationSchema),
  })
  .meta({ id: 'MyNetwork' });
export type MyNetwork = z.infer<typeof myNetworkSchema>;
