import type { ListResponse } from '@syna/contracts/list';
import { NETWORK_SHARE_NOT_FOUND } from '@syna/contracts/endpoints/network';
import type {
  NetworkShare,
  NetworkShareCreate,
  SharedInspection,
  SharedInspectionUpdate,
  SharedItem,
  SharedOrder,
  SharedOrderUpdate,
  SharedParty,
} from '@syna/contracts/network';
import type { OrderParty } from '@syna/contracts/public-orders';
import type { Permission } from '@syna/contracts/permissions';
import { maskPersonnummer } from '@syna/contracts/swedish-identity';
import { badRequest, forbidden, notFound } from '../../platform/http/problem.ts';
import type { NetworkContext, RequestContext } from '../../platform/http/request-context.ts';
import { assertMayGrant } from '../access/index.ts';
import {
  findInspectionForPartner,
  inspectionExists,
  inspectionHeadlines,
  setInspectionDescriptionForPartner,
} from '../inspections/index.ts';
import {
  findOrderForPartner,
  orderExists,
  orderHeadlines,
  setOrderMessageForPartner,
  type PartnerOrderRow,
} from '../orders/index.ts';
import {
  deleteShare,
  listShares,
  listTargetsSharedWithCaller,
  mayEditShared,
  partnerExists,
  upsertShare,
  type ShareTarget,
} from './network-share.repo.ts';
import type { MessageRef } from '@syna/contracts/messages';

const PARTNER_MISSING: MessageRef = { key: 'network.partnerNotInNetwork' };
const READ_ONLY_SHARE: MessageRef = { key: 'network.readOnlyShare' };
const NOT_FOUND: Record<ShareTarget['kind'], MessageRef> = {
  order: { key: 'orders.orderMissing' },
  inspection: { key: 'assignments.assignmentMissing' },
};

/** The permissions a share hands its partner over the one order or assignment. */
const SHARED_PERMISSIONS: Record<ShareTarget['kind'], (mayEdit: boolean) => Permission[]> = {
  order: (mayEdit) => (mayEdit ? ['orders.read', 'orders.write'] : ['orders.read']),
  inspection: (mayEdit) => (mayEdit ? ['inspections.read', 'inspections.write'] : ['inspections.read']),
};

// The firm: "Dela" ----------------------------------------------------------------------------------

const TARGET_EXISTS: Record<ShareTarget['kind'], (context: RequestContext, id: string) => Promise<boolean>> =
  {
    order: orderExists,
    inspection: inspectionExists,
  };

async function requireTarget(context: RequestContext, target: ShareTarget): Promise<void> {
  if (!(await TARGET_EXISTS[target.kind](context, target.id))) throw notFound(NOT_FOUND[target.kind]);
}

/** `GET …/{id}/partners`: whom the order or assignment is shared with; another firm's id 404. */
export async function listTargetShares(
  context: RequestContext,
  target: ShareTarget,
): Promise<ListResponse<NetworkShare>> {
  await requireTarget(context, target);
  const items = await listShares(context.tx, target);
  return { items, total: items.length };
}

/**
 * `POST …/{id}/partners`: shares with a partner of the firm's network (another firm's partner
 * answers 400 on `body.partnerId`); sharing again sets whether the partner may edit. A share gives
 * the partner reading (and, to edit, writing) of the order or assignment, so it goes through the
 * grant rule: an administrator shares only what they may read and edit themselves (403).
 */
export async function shareTarget(
  context: RequestContext,
  target: ShareTarget,
  input: NetworkShareCreate,
): Promise<NetworkShare> {
  await requireTarget(context, target);
  if (!(await partnerExists(context.tx, input.partnerId))) {
    throw badRequest(PARTNER_MISSING, { 'body.partnerId': [PARTNER_MISSING] });
  }
  await assertMayGrant(context, { permissions: SHARED_PERMISSIONS[target.kind](input.mayEdit ?? false) });
  const id = await upsertShare(context.tx, context.tenant.id, target, {
    partnerId: input.partnerId,
    mayEdit: input.mayEdit ?? false,
    sharedBy: context.user,
  });
  return (await listShares(context.tx, target)).find((share) => share.id === id)!;
}

/** `DELETE …/{id}/partners/{share}`: unshares; the partner's next request no longer sees it. */
export async function unshareTarget(
  context: RequestContext,
  target: ShareTarget,
  shareId: string,
): Promise<void> {
  await requireTarget(context, target);
  if (!(await deleteShare(context.tx, target, shareId))) throw notFound({ key: NETWORK_SHARE_NOT_FOUND });
}

// The partner ---------------------------------------------------------------------------------------

/** A party as a partner sees it: a person's personnummer or samordningsnummer masked. */
function toSharedParty(party: OrderParty): SharedParty {
  const person = party.type === 'person';
  return {
    type: party.type,
    name: person ? `${party.firstName} ${party.lastName}` : party.companyName,
    email: party.email ?? null,
    phone: party.phone ?? null,
    number: party.number && person ? maskPersonnummer(party.number) : (party.number ?? null),
  };
}

const maybeParty = (party: OrderParty | null) => (party ? toSharedParty(party) : null);

function toSharedOrder(row: PartnerOrderRow, mayEdit: boolean): SharedOrder {
  return {
    id: row.id,
    number: row.number,
    preferredDate: row.preferredDate,
    preferredTime: row.preferredTime?.slice(0, 5) ?? null,
    customer: toSharedParty(row.customer),
    owner1: maybeParty(row.owner1),
    owner2: maybeParty(row.owner2),
    broker: maybeParty(row.broker),
    address: row.object.address,
    objectDescription: row.object.description ?? null,
    estateNumber: row.estateNumber,
    message: row.message,
    mayEdit,
  };
}

/** `GET /network/user`: what the firm shares with the caller. */
export async function listSharedWithMe(context: NetworkContext): Promise<ListResponse<SharedItem>> {
  const targets = await listTargetsSharedWithCaller(context.tx);
  const idsOf = (kind: ShareTarget['kind']) => targets.filter((t) => t.kind === kind).map((t) => t.id);
  const headlines = new Map(
    [
      ...(await orderHeadlines(context, idsOf('order'))),
      ...(await inspectionHeadlines(context, idsOf('inspection'))),
    ].map((headline) => [headline.id, headline]),
  );
  const items = targets.flatMap(({ kind, id, mayEdit, sharedAt }): SharedItem[] => {
    const headline = headlines.get(id);
    return headline ? [{ kind, id, number: headline.number, title: headline.title, mayEdit, sharedAt }] : [];
  });
  return { items, total: items.length };
}

/** `GET /network/order/{id}`: an order shared with the caller; any other id answers 404. */
export async function getSharedOrder(context: NetworkContext, id: string): Promise<SharedOrder> {
  const row = await findOrderForPartner(context, id);
  if (!row) throw notFound(NOT_FOUND.order);
  return toSharedOrder(row, await mayEditShared(context.tx, { kind: 'order', id }));
}

/** `PUT /network/order/{id}`: a share that lets the caller edit; a read-only one answers 403. */
export async function updateSharedOrder(
  context: NetworkContext,
  id: string,
  input: SharedOrderUpdate,
): Promise<SharedOrder> {
  const before = await getSharedOrder(context, id);
  if (!before.mayEdit) throw forbidden(READ_ONLY_SHARE);
  if (input.message !== undefined) await setOrderMessageForPartner(context, id, input.message ?? null);
  return getSharedOrder(context, id);
}

const timeOfDay = (time: string | null) => time?.slice(0, 5) ?? null;

/** `GET /network/inspection/{id}`: an assignment shared with the caller; any other id answers 404. */
export async function getSharedInspection(context: NetworkContext, id: string): Promise<SharedInspection> {
  const row = await findInspectionForPartner(context, id);
  if (!row) throw notFound(NOT_FOUND.inspection);
  const mayEdit = await mayEditShared(context.tx, { kind: 'inspection', id });
  return { ...row, startTime: timeOfDay(row.startTime), stopTime: timeOfDay(row.stopTime), mayEdit };
}

/** `PUT /network/inspection/{id}`: as for orders, the description of an editable share. */
export async function updateSharedInspection(
  context: NetworkContext,
  id: string,
  input: SharedInspectionUpdate,
): Promise<SharedInspection> {
  const before = await getSharedInspection(context, id);
  if (!before.mayEdit) throw forbidden(READ_ONLY_SHARE);
  if (input.description !== undefined) {
    await setInspectionDescriptionForPartner(context, id, input.description ?? null);
  }
  return getSharedInspection(context, id);
}
