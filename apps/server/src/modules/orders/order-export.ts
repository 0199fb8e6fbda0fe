import { formatAddress } from '@syna/contracts/format';
import { partyName, type OrderParty, type OrderStatus } from '@syna/contracts/orders';
import type { DetailRow } from './order-rows.repo.ts';

// The order search as a CSV file for spreadsheets: UTF-8 with a byte order mark (so Excel reads
// å, ä, ö), `;` between fields as Swedish Excel expects, Swedish headers, CRLF line ends.

const STATUS_NAMES: Record<OrderStatus, string> = { new: 'Ny', accepted: 'Accepterad', rejected: 'Avböjd' };
const SOURCE_NAMES: Record<DetailRow['source'], string> = {
  web: 'Webb',
  staff: 'Personal',
  partner: 'Partner',
};

const contactOf = (party: OrderParty | null) =>
  party ? [partyName(party), party.email, party.phone].filter(Boolean).join(', ') : '';

const COLUMNS: [string, (row: DetailRow) => string | null][] = [
  ['Nummer', (row) => row.number],
  ['Status', (row) => STATUS_NAMES[row.status]],
  ['Källa', (row) => SOURCE_NAMES[row.source]],
  ['Beställningstyp', (row) => row.order_type_name],
  ['Besiktningar', (row) => row.types.map((type) => type.name).join(', ')],
  ['Önskat datum', (row) => row.preferred_date],
  ['Önskad tid', (row) => row.preferred_time],
  ['Kund', (row) => partyName(row.customer)],
  ['Kundens e-post', (row) => row.customer.email],
  ['Kundens telefon', (row) => row.customer.phone],
  ['Objektets adress', (row) => formatAddress(row.object.address)],
  ['Område', (row) => row.estate_location],
  ['Fastighetsbeteckning', (row) => row.estate_number],
  ['Säljare', (row) => [contactOf(row.owner1), contactOf(row.owner2)].filter(Boolean).join('; ')],
  ['Mäklare', (row) => contactOf(row.broker)],
  ['Meddelande', (row) => row.message],
  ['Inkom', (row) => row.created],
  ['Uppdrag', (row) => row.inspection_number],
];

/**
 * One field: quoted when it holds a separator, quote or line break. A value that a spreadsheet
 * would run as a formula (starting with =, @, or + and - before a non-digit) is prefixed with '.
 */
function field(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=@\t\r]|^[+-](?!\d)/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function ordersToCsv(rows: DetailRow[]): string {
  const lines = [
    COLUMNS.map(([header]) => field(header)).join(';'),
    ...rows.map((row) => COLUMNS.map(([, value]) => field(value(row))).join(';')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `bestallningar-YYYY-MM-DD.csv`, dated the day of the export. */
export const exportFileName = (today: string) => `bestallningar-${today}.csv`;
