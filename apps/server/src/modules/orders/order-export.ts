import type { Language } from '@syna/contracts/constants';
import { orderEndpoints } from '@syna/contracts/endpoints/orders';
import { formatAddress } from '@syna/contracts/format';
import { lookupLabel } from '@syna/contracts/lookup-label';
import { ORDER_LABELS } from '@syna/contracts/order-labels';
import { orderSearchSchema, partyName, type OrderParty, type OrderSearch } from '@syna/contracts/orders';
import { headerOf, type ListExportColumn, type SpreadsheetExportSource } from '../exports/index.ts';
import type { DetailRow } from './order-rows.repo.ts';
import { countOrders, readOrderExportPage } from './order-search.repo.ts';

// The order search as a file for spreadsheets: columns named as the order screens name them,
// in the reader's language (the firm's types by their English names where they have them); times
// in Swedish local time.

type Labels = (typeof ORDER_LABELS)[Language];
type Field = keyof Labels['fields'];

const header = (field: Field) => headerOf(ORDER_LABELS, (labels) => labels.fields[field]);

/** "Kund – E-post": a part of a party, named as the order view's section and row name it. */
const partOf = (party: Field, field: Field) =>
  headerOf(ORDER_LABELS, (labels) => `${labels.fields[party]} – ${labels.fields[field]}`);

const contactOf = (party: OrderParty | null) =>
  party ? [partyName(party), party.email, party.phone].filter(Boolean).join(', ') : '';

/** A column of text. */
const text = (
  header: ListExportColumn<DetailRow>['header'],
  value: (row: DetailRow, language: Language) => string | null,
): ListExportColumn<DetailRow> => ({ header, type: 'text', value });

const COLUMNS: ListExportColumn<DetailRow>[] = [
  text(header('number'), (row) => row.number),
  text(header('status'), (row, language) => ORDER_LABELS[language].status[row.status]),
  text(header('source'), (row, language) => ORDER_LABELS[language].source[row.source]),
  text(header('orderType'), (row, language) =>
    row.order_type_name === null
      ? null
      : lookupLabel({ name: row.order_type_name, nameEn: row.order_type_name_en }, language),
  ),
  text(header('types'), (row, language) => row.types.map((type) => lookupLabel(type, language)).join(', ')),
  { header: header('preferredDate'), type: 'date', value: (row) => row.preferred_date },
  text(header('preferredTime'), (row) => row.preferred_time),
  text(header('customer'), (row) => partyName(row.customer)),
  text(partOf('customer', 'email'), (row) => row.customer.email),
  text(partOf('customer', 'phone'), (row) => row.customer.phone),
  text(header('address'), (row) => formatAddress(row.object.address)),
  text(header('estateLocation'), (row) => row.estate_location),
  text(header('estateNumber'), (row) => row.estate_number),
  text(header('owner1'), (row) => contactOf(row.owner1)),
  text(header('owner2'), (row) => contactOf(row.owner2)),
  text(header('broker'), (row) => contactOf(row.broker)),
  text(header('customerMessage'), (row) => row.message),
  { header: header('created'), type: 'moment', value: (row) => row.created },
  text(header('inspection'), (row) => row.inspection_number),
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
  sheetName: headerOf(ORDER_LABELS, (labels) => labels.sheetName),
  columns: COLUMNS,
  filename: (today, format) => `bestallningar-${today}.${format}`,
};
