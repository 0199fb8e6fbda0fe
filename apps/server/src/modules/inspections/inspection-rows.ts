import { sql } from 'drizzle-orm';
import type { Address } from '@syna/contracts/address';
import type {
  Attributes,
  Inspection,
  InspectionContact,
  InspectionDayItem,
  InspectionListItem,
} from '@syna/contracts/inspections';

// How inspections are read: the columns and joins of a list item (the detail adds to them), the
// row shapes they produce, and the one mapping of each row to its contract shape. Dates, times and
// timestamps are formatted by the database, so both drivers hand back the same strings.

/** The columns of a list item; `i` is the inspection, joined as `listItemJoins` does. */
export const listItemColumns = sql`
  i.id, i.number, i.littera, i.address, i.tags, i.project_id, i.estate_id, i.state,
  to_char(i.date, 'YYYY-MM-DD') AS date,
  to_char(i.start_time, 'HH24:MI') AS start_time,
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created,
  c.id AS customer_id, c.name AS customer_name,
  t.id AS type_id, t.name AS type_name, t.name_en AS type_name_en,
  s.id AS status_id, s.name AS status_name, s.name_en AS status_name_en, s.color AS status_color,
  u.id AS inspector_id, u.name AS inspector_name`;

/** Customer, type, status and inspector of inspection `i`, each by its tenant-inclusive key. */
export const listItemJoins = sql`
  LEFT JOIN contacts c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
  LEFT JOIN inspection_types t ON t.tenant_id = i.tenant_id AND t.id = i.type_id
  LEFT JOIN inspection_statuses s ON s.tenant_id = i.tenant_id AND s.id = i.status_id
  LEFT JOIN users u ON u.id = i.inspector_id`;

/**
 * How the customer of inspection `i` (joined as `c` by `listItemJoins`) is reached, and the
 * inspection's contacts with their roles and how each is reached, as `InspectionContact[]`.
 */
export const reachColumns = sql`
  c.phone AS customer_phone, c.email AS customer_email,
  (SELECT coalesce(json_agg(json_build_object(
            'contact', json_build_object('id', k.id, 'name', k.name, 'phone', k.phone, 'email', k.email),
            'role', CASE WHEN cr.id IS NULL THEN NULL ELSE json_build_object('id', cr.id, 'name', cr.name, 'nameEn', cr.name_en) END,
            'appointedBy', ic.appointed_by, 'note', ic.note) ORDER BY ic.created_at, k.name, ic.id), '[]'::json)
     FROM inspection_contacts ic
     JOIN contacts k ON k.tenant_id = ic.tenant_id AND k.id = ic.contact_id
     LEFT JOIN contact_roles cr ON cr.tenant_id = ic.tenant_id AND cr.id = ic.role_id
     WHERE ic.tenant_id = i.tenant_id AND ic.inspection_id = i.id) AS contacts`;

export interface ReachRow {
  customer_phone: string | null;
  customer_email: string | null;
  contacts: InspectionContact[];
}

export interface ListItemRow {
  id: string;
  number: string;
  littera: string | null;
  address: Address | null;
  tags: string[];
  project_id: string | null;
  estate_id: string | null;
  state: string;
  date: string | null;
  start_time: string | null;
  created: string;
  customer_id: string | null;
  customer_name: string | null;
  type_id: string | null;
  type_name: string | null;
  type_name_en: string | null;
  status_id: string | null;
  status_name: string | null;
  status_name_en: string | null;
  status_color: string | null;
  inspector_id: string | null;
  inspector_name: string | null;
}

export interface DetailRow extends ListItemRow, ReachRow {
  branch_id: string | null;
  branch_name: string | null;
  branch_name_en: string | null;
  order_number: string | null;
  order_date: string | null;
  stop_time: string | null;
  order_source: string | null;
  attributes: Attributes;
  description: string | null;
  customer_message: string | null;
  preferred_date: string | null;
  preferred_time: string | null;
  updated: string;
  linked: Inspection['linked'];
  objects: number;
}

const reference = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
/** The customer with the phone and e-mail to reach them by. */
const reachableCustomer = (row: ListItemRow & ReachRow) =>
  row.customer_id
    ? {
        id: row.customer_id,
        name: row.customer_name ?? '',
        phone: row.customer_phone,
        email: row.customer_email,
      }
    : null;
const lookupReference = (id: string | null, name: string | null, nameEn: string | null) =>
  id ? { id, name: name ?? '', nameEn } : null;

export function toInspectionListItem(row: ListItemRow): InspectionListItem {
  return {
    id: row.id,
    number: row.number,
    littera: row.littera,
    customer: reference(row.customer_id, row.customer_name),
    address: row.address,
    type: lookupReference(row.type_id, row.type_name, row.type_name_en),
    status: row.status_id
      ? {
          id: row.status_id,
          name: row.status_name ?? '',
          nameEn: row.status_name_en,
          color: row.status_color,
        }
      : null,
    date: row.date,
    startTime: row.start_time,
    inspector: reference(row.inspector_id, row.inspector_name),
    tags: row.tags,
    projectId: row.project_id,
    estateId: row.estate_id,
    state: row.state,
    created: row.created,
  };
}

/** What names an inspection, with how its customer is reached: the detail's and the day's heading. */
function reachableHeading(item: InspectionListItem, row: ListItemRow & ReachRow) {
  return {
    id: item.id,
    number: item.number,
    littera: item.littera,
    customer: reachableCustomer(row),
    address: item.address,
  };
}

export interface DayRow extends ListItemRow, ReachRow {
  stop_time: string | null;
}

export function toInspectionDayItem(row: DayRow): InspectionDayItem {
  const item = toInspectionListItem(row);
  return {
    ...reachableHeading(item, row),
    type: item.type,
    status: item.status,
    startTime: item.startTime,
    stopTime: row.stop_time,
    contacts: row.contacts,
  };
}

export function toInspection(row: DetailRow): Inspection {
  const item = toInspectionListItem(row);
  return {
    ...reachableHeading(item, row),
    tags: item.tags,
    type: item.type,
    branch: lookupReference(row.branch_id, row.branch_name, row.branch_name_en),
    status: item.status,
    orderNumber: row.order_number,
    orderDate: row.order_date,
    date: item.date,
    startTime: item.startTime,
    stopTime: row.stop_time,
    linked: row.linked,
    inspector: item.inspector,
    orderSource: row.order_source,
    contacts: row.contacts,
    objects: Number(row.objects),
    attributes: row.attributes,
    description: row.description,
    customerMessage: row.customer_message,
    preferredDate: row.preferred_date,
    preferredTime: row.preferred_time,
    projectId: item.projectId,
    estateId: item.estateId,
    state: item.state,
    created: item.created,
    updated: row.updated,
  };
}
