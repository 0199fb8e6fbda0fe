import { formatAddress } from '@syna/contracts/format';
import { partyName, type OrderParty, type OrderStatus } from '@syna/contracts/orders';
import { csvFile } from '../../platform/export/csv.ts';
import type { DetailRow } from './order-rows.repo.ts';

// The order search as a CSV file for spreadsheets, with Swedish headers.

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

export const ordersToCsv = (rows: DetailRow[]): string =>
  csvFile(
    COLUMNS.map(([header]) => header),
    rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  );

/** `bestallningar-YYYY-MM-DD.csv`, dated the day of the export. */
export const exportFileName = (today: string) => `bestallningar-${today}.csv`;
