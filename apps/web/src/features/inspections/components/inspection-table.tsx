import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { InspectionListItem, InspectionSortField } from '@syna/contracts/inspections';
import { formatAddress, formatDate, truncate } from '@syna/contracts/format';
import {
  DataTable,
  numberColumn,
  type Column,
  type ListTableProps,
  type RowSelection,
} from '@/lib/lists/data-table';
import { formatWhen } from '@/features/inspections/inspection-format';
import { useInspectionTexts } from '@/features/inspections/texts';
import { StatusChip } from './status-chip';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

const MAX_TAGS = 3;

interface InspectionTableProps extends ListTableProps<InspectionListItem, InspectionSortField> {
  /** Checkboxes to choose rows for a change to all of them; none for readers. */
  selection?: RowSelection<InspectionListItem>;
}

/** The search list as a table (laptop and wider): click a row, or tab to its number, to open it. */
export function InspectionTable(props: InspectionTableProps) {
  const { t } = useInspectionTexts();
  const label = useLookupLabel();
  const columns: Column<InspectionListItem, InspectionSortField>[] = [
    numberColumn(
      t('fields.number'),
      props.hrefOf,
      (item) => t('list.open', { number: item.number }),
      (item) =>
        item.littera && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {truncate(item.littera)}
          </Typography>
        ),
    ),
    { label: t('fields.customer'), sortField: 'customer', render: (item) => truncate(item.customer?.name) },
    { label: t('fields.address'), minWidth: 160, render: (item) => truncate(formatAddress(item.address)) },
    { label: t('fields.type'), render: (item) => item.type && label(item.type) },
    {
      label: t('fields.date'),
      sortField: 'date',
      noWrap: true,
      render: (item) => formatWhen(item.date, item.startTime),
    },
    { label: t('fields.inspector'), render: (item) => item.inspector?.name },
    { label: t('fields.status'), sortField: 'status', render: (item) => <StatusChip status={item.status} /> },
    {
      label: t('fields.tags'),
      wideOnly: true,
      render: (item) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {item.tags.slice(0, MAX_TAGS).map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={truncate(tag)} />
          ))}
          {item.tags.length > MAX_TAGS && (
            <Chip size="small" variant="outlined" label={`+${item.tags.length - MAX_TAGS}`} />
          )}
        </Box>
      ),
    },
    {
      label: t('fields.created'),
      sortField: 'created',
      wideOnly: true,
      noWrap: true,
      render: (item) => formatDate(item.created),
    },
  ];
  return (
    <DataTable
      {...props}
      columns={columns}
      label={t('list.label')}
      testId="inspection-table"
      rowTestId="inspection-row"
      t={t}
    />
  );
}
