import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { OrderSummary } from '@syna/contracts/orders';
import { formatDate, truncate } from '@syna/contracts/format';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import type { OrderSortField } from '../order-filter';
import { useOrderTexts } from '../texts';
import { OrderStatusChip } from './order-status-chip';

interface OrderTableProps {
  items: OrderSummary[];
  sort: OrderSortField;
  direction: 'asc' | 'desc';
  onSort(field: OrderSortField): void;
  hrefOf(item: OrderSummary): string;
  /** The assignment an accepted order became. */
  inspectionHrefOf(inspectionId: string): string;
}

/** Columns that only fit on wide screens. */
const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;

/** The order search as a table (laptop and wider): click a row, or tab to its number, to open it. */
export function OrderTable({ items, sort, direction, onSort, hrefOf, inspectionHrefOf }: OrderTableProps) {
  const { t } = useOrderTexts();
  const navigate = useNavigate();
  const header = (field: OrderSortField | null, label: string, wideOnly = false) => (
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
    <Table size="small" aria-label={t('list.label')} data-testid="order-table">
      <TableHead>
        <TableRow>
          {header('number', t('fields.number'))}
          {header(null, t('fields.status'))}
          {header(null, t('fields.customer'))}
          {header(null, t('fields.address'))}
          {header(null, t('fields.orderType'), true)}
          {header('preferredDate', t('fields.preferredDate'))}
          {header('created', t('fields.created'), true)}
          {header(null, t('fields.inspection'))}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            hover
            onClick={(event) => {
              // A click on one of the row's own links is handled by the link.
              if ((event.target as HTMLElement).closest('a')) return;
              void navigate(hrefOf(item));
            }}
            sx={{ cursor: 'pointer', '& td': { verticalAlign: 'top' } }}
            data-testid="order-row"
            data-id={item.id}
            data-number={item.number}
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
            </TableCell>
            <TableCell>
              <OrderStatusChip status={item.status} />
            </TableCell>
            <TableCell>{truncate(item.customerName)}</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{truncate(item.address)}</TableCell>
            <TableCell sx={wide}>{item.orderType?.name ?? t('list.noType')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.preferredDate}</TableCell>
            <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>{formatDate(item.created)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {item.inspection && (
                <Link component={RouterLink} to={inspectionHrefOf(item.inspection.id)}>
                  {item.inspection.number}
                </Link>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
