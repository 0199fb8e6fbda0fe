import type { Language } from '@syna/contracts/constants';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { formatAddress } from '@syna/contracts/format';
import { ORDER_LABELS } from '@syna/contracts/order-labels';
import { orderSearchSchema, partyName, type OrderParty, type OrderSearch } from '@syna/contracts/orders';
import type { ExportCell } from '../../platform/export/table-export.ts';
import { type SpreadsheetExportSource } from '../exports/index.ts';
import type { DetailRow } from './order-rows.repo.ts';
import { countOrders, readOrderExportPage } from './order-search.repo.ts';

// The order search as a file for spreadsheets: columns named as the order screens name them,
// in the reader's language; times in Swedish local time.

type Labels = (typeof ORDER_LABELS)[Language];
type Column = [header: (labels: Labels) => string, value: (row: DetailRow, labels: Labels) => ExportCell];

const contactOf = (party: OrderParty | null) =>
  party ? [partyName(party), party.email, party.phone].filter(Boolean).join(', ') : '';

/** "Kund – E-post": a part of a party, named as the order view's section and row name it. */
const partOf = (labels: Labels, party: keyof Labels['fields'], field: keyof Labels['fields']) =>
  `${labels.fields[party]} – ${labels.fields[field]}`;

const COLUMNS: Column[] = [
  [(l) => l.fields.number, (row) => row.number],
  [(l) => l.fields.status, (row, l) => l.status[row.status]],
  [(l) => l.fields.source, (row, l) => l.source[row.source]],
  [(l) => l.fields.orderType, (row) => row.order_type_name],
  [(l) => l.fields.types, (row) => row.types.map((type) => type.name).join(', ')],
  [(l) => l.fields.preferredDate, (row) => ({ date: row.preferred_date })],
  [(l) => l.fields.preferredTime, (row) => row.preferred_time],
  [(l) => l.fields.customer, (row) => partyName(row.customer)],
  [(l) => partOf(l, 'customer', 'email'), (row) => row.customer.email],
  [(l) => partOf(l, 'customer', 'phone'), (row) => row.customer.phone],
  [(l) => l.fields.address, (row) => formatAddress(row.object.address)],
  [(l) => l.fields.estateLocation, (row) => row.estate_location],
  [(l) => l.fields.estateNumber, (row) => row.estate_number],
  [(l) => l.fields.owner1, (row) => contactOf(row.owner1)],
  [(l) => l.fields.owner2, (row) => contactOf(row.owner2)],
  [(l) => l.fields.broker, (row) => contactOf(row.broker)],
  [(l) => l.fields.customerMessage, (row) => row.message],
  [(l) => l.fields.created, (row) => ({ moment: row.created })],
  [(l) => l.fields.inspection, (row) => row.inspection_number],
];

/**
 * The order search's export (`POST /vb/admin/order/export`): every field of the orders, in the
 * list's order, a keyset page at a time; `bestallningar-YYYY-MM-DD.csv` (or `.xlsx`), dated the
 * day asked.
 */
export const orderExportSource: SpreadsheetExportSource<OrderSearch, DetailRow> = {
  kind: 'orders',
  access: orderEndpoints.export.access,
  readSearch: (stored) => orderSearchSchema.parse(stored),
  count: countOrders,
  page: readOrderExportPage,
  table: (language) => {
    const labels = ORDER_LABELS[language];
    return {
      sheetName: labels.sheetName,
      columns: COLUMNS.map(([header, value]) => ({
        header: header(labels),
        value: (row: DetailRow) => value(row, labels),
      })),
    };
  },
  filename: (today, format) => `bestallningar-${today}.${format}`,
};
