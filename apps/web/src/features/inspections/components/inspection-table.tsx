import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { InspectionListItem, InspectionSortField } from '@syna/contracts/inspections';
import { formatAddress, formatDate, truncate } from '@syna/contracts/format';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { formatWhen } from '../inspection-format';
import { useInspectionTexts } from '../texts';
import { StatusChip } from './status-chip';

interface InspectionTableProps {
  items: InspectionListItem[];
  sort: InspectionSortField;
  direction: 'asc' | 'desc';
  onSort(field: InspectionSortField): void;
  /** The path of one inspection. */
  hrefOf(item: InspectionListItem): string;
}

const MAX_TAGS = 3;
/** Columns that only fit on wide screens. */
const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** The search list as a table (laptop and wider): click a row, or tab to its number, to open it. */
export function InspectionTable({ items, sort, direction, onSort, hrefOf }: InspectionTableProps) {
  const { t } = useInspectionTexts();
  const navigate = useNavigate();
  const header = (field: InspectionSortField | null, label: string, wideOnly = false) => (
    <TableCell
      sortDirection={field && sort === field ? direction : false}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(wideOnly ? wide : {}) }}
    >
      {field ? (
        <TableSortLabel
          active={sort === field}
          direction={sort === field ? direction : 'asc'}
          onClick={() => onSort(field)}
        >
          {label}
          {sort === field && (
            <Box component="span" sx={visuallyHidden}>
              {direction === 'asc' ? t('list.sortedAscending') : t('list.sortedDescending')}
            </Box>
          )}
        </TableSortLabel>
      ) : (
        label
      )}
    </TableCell>
  );

  return (
    <Table size="small" aria-label={t('list.label')} data-testid="inspection-table">
      <TableHead>
        <TableRow>
          {header('number', t('fields.number'))}
          {header('customer', t('fields.customer'))}
          {header(null, t('fields.address'))}
          {header(null, t('fields.type'))}
          {header('date', t('fields.date'))}
          {header(null, t('fields.inspector'))}
          {header('status', t('fields.status'))}
          {header(null, t('fields.tags'), true)}
          {header('created', t('fields.created'), true)}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            hover
            onClick={(event) => {
              // A click on the number's own link is handled by the link.
              if ((event.target as HTMLElement).closest('a')) return;
              void navigate(hrefOf(item));
            }}
            sx={{ cursor: 'pointer', '& td': { verticalAlign: 'top' } }}
            data-testid="inspection-row"
          >
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Link
                component={RouterLink}
                to={hrefOf(item)}
                aria-label={t('list.open', { number: item.number })}
                sx={{ fontWeight: 600 }}
              >
                {item.number}
              </Link>
              {item.littera && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {truncate(item.littera)}
                </Typography>
              )}
            </TableCell>
            <TableCell>{truncate(item.customer?.name)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{truncate(formatAddress(item.address))}</TableCell>
            <TableCell>{item.type?.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatWhen(item.date, item.startTime)}</TableCell>
            <TableCell>{item.inspector?.name}</TableCell>
            <TableCell>
              <StatusChip status={item.status} />
            </TableCell>
            <TableCell sx={wide}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {item.tags.slice(0, MAX_TAGS).map((tag) => (
                  <Chip key={tag} size="small" variant="outlined" label={truncate(tag)} />
                ))}
                {item.tags.length > MAX_TAGS && (
                  <Chip size="small" variant="outlined" label={`+${item.tags.length - MAX_TAGS}`} />
                )}
              </Box>
            </TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatDate(item.created)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
