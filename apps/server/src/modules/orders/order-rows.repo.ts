import { sql } from 'drizzle-orm';
import { formatAddress } from '@syna/contracts/format';
import {
  partyName,
  type DayCheck,
  type Order,
  type OrderObject,
  type OrderParty,
  type OrderShare,
  type OrderSource,
  type OrderStatus,
  type OrderSummary,
} from '@syna/contracts/orders';

// How orders are read: the columns and joins of a summary (the detail adds to them), the row
// shapes they produce, and the one mapping of each row to its contract shape. Dates, times and
// timestamps are formatted by the database, so both drivers hand back the same strings.

const timestamp = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The columns of a summary (and of a day check item); `o` is the order, joined as `summaryJoins`. */
export const summaryColumns = sql`
  o.id, o.number, o.status, o.source, o.customer, o.object, o.estate_location, o.estate_number,
  to_char(o.preferred_date, 'YYYY-MM-DD') AS preferred_date,
  to_char(o.preferred_time, 'HH24:MI') AS preferred_time,
  ${timestamp('o.created_at')} AS created,
  ot.id AS order_type_id, ot.name AS order_type_name, ot.name_en AS order_type_name_en,
  i.id AS inspection_id, i.number AS inspection_number`;

/** The order type and the assignment of order `o`, each by its tenant-inclusive key. */
export const summaryJoins = sql`
  LEFT JOIN order_types ot ON ot.tenant_id = o.tenant_id AND ot.id = o.order_type_id
  LEFT JOIN inspections i ON i.tenant_id = o.tenant_id AND i.id = o.inspection_id`;

/** Everything the order view shows; the inspection types and shares come as JSON arrays. */
export const detailColumns = sql`
  ${summaryColumns}, o.owner1, o.owner2, o.broker, o.message,
  ${timestamp('o.decided_at')} AS decided,
  du.id AS decided_by_id, du.name AS decided_by_name,
  iu.id AS inspector_id, iu.name AS inspector_name,
  coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'nameEn', t.name_en) ORDER BY ct.position)
            FROM order_inspection_types ct
            JOIN inspection_types t ON t.tenant_id = ct.tenant_id AND t.id = ct.inspection_type_id
            WHERE ct.tenant_id = o.tenant_id AND ct.order_id = o.id), '[]') AS types,
  coalesce((SELECT json_agg(json_build_object(
              'id', s.id, 'partner', s.partner, 'email', s.email, 'message', s.message,
              'contact', CASE WHEN sc.id IS NULL THEN NULL
                              ELSE json_build_object('id', sc.id, 'name', sc.name) END,
              'created', ${timestamp('s.created_at')},
              'createdBy', CASE WHEN su.id IS NULL THEN NULL
                                ELSE json_build_object('id', su.id, 'name', su.name) END)
            ORDER BY s.created_at, s.id)
            FROM order_shares s LEFT JOIN users su ON su.id = s.created_by
            LEFT JOIN contacts sc ON sc.tenant_id = s.tenant_id AND sc.id = s.contact_id
            WHERE s.tenant_id = o.tenant_id AND s.order_id = o.id), '[]') AS shares,
  coalesce((SELECT json_agg(json_build_object('id', oi.id, 'number', oi.number) ORDER BY op.position)
            FROM order_inspections op
            JOIN inspections oi ON oi.tenant_id = op.tenant_id AND oi.id = op.inspection_id
            WHERE op.tenant_id = o.tenant_id AND op.order_id = o.id), '[]') AS inspections`;

export const detailJoins = sql`${summaryJoins}
  LEFT JOIN users du ON du.id = o.decided_by
  LEFT JOIN users iu ON iu.id = o.inspector_id`;

export interface SummaryRow {
  id: string;
  number: string;
  status: OrderStatus;
  source: OrderSource;
  customer: OrderParty;
  object: OrderObject;
  estate_location: string | null;
  estate_number: string | null;
  preferred_date: string;
  preferred_time: string | null;
  created: string;
  order_type_id: string | null;
  order_type_name: string | null;
  order_type_name_en: string | null;
  inspection_id: string | null;
  inspection_number: string | null;
}

export interface DetailRow extends SummaryRow {
  owner1: OrderParty | null;
  owner2: OrderParty | null;
  broker: OrderParty | null;
  message: string | null;
  decided: string | null;
  decided_by_id: string | null;
  decided_by_name: string | null;
  inspector_id: string | null;
  inspector_name: string | null;
  types: Order['types'];
  shares: OrderShare[];
  inspections: { id: string; number: string }[];
}

const inspectionOf = (row: SummaryRow) =>
  row.inspection_id ? { id: row.inspection_id, number: row.inspection_number ?? '' } : null;

/** What an order and its summary both start with: who it is and what kind. */
const orderHeadOf = (row: SummaryRow) => ({
  id: row.id,
  number: row.number,
  status: row.status,
  source: row.source,
  orderType: row.order_type_id
    ? { id: row.order_type_id, name: row.order_type_name ?? '', nameEn: row.order_type_name_en }
    : null,
});

export function toOrderSummary(row: SummaryRow): OrderSummary {
  return {
    ...orderHeadOf(row),
    customerName: partyName(row.customer),
    address: formatAddress(row.object.address),
    preferredDate: row.preferred_date,
    created: row.created,
    inspection: inspectionOf(row),
  };
}

export function toOrder(row: DetailRow): Order {
  return {
    ...orderHeadOf(row),
    types: row.types,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time,
    customer: row.customer,
    owner1: row.owner1,
    owner2: row.owner2,
    broker: row.broker,
    object: row.object,
    estateLocation: row.estate_location,
    estateNumber: row.estate_number,
    message: row.message,
    inspector: row.inspector_id ? { id: row.inspector_id, name: row.inspector_name ?? '' } : null,
    created: row.created,
    decided: row.decided,
    decidedBy: row.decided_by_id ? { id: row.decided_by_id, name: row.decided_by_name ?? '' } : null,
    inspection: inspectionOf(row),
    inspections: row.inspections,
    shares: row.shares,
  };
}

export function toDayCheckItem(row: SummaryRow): DayCheck['items'][number] {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time,
    estateLocation: row.estate_location,
    estateNumber: row.estate_number,
    customerName: partyName(row.customer),
    address: formatAddress(row.object.address),
  };
}
