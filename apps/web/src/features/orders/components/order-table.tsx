import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { OrderSummary } from '@syna/contracts/orders';
import { formatDate, truncate } from '@syna/contracts/format';
import { DataTable, RowLink, type Column } from '@/lib/lists/data-table';
import type { OrderSortField } from '@/features/orders/order-filter';
import { useOrderTexts } from '@/features/orders/texts';
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

/** The order search as a table (laptop and wider): click a row, or tab to its number, to open it. */
export function OrderTable({ items, sort, direction, onSort, hrefOf, inspectionHrefOf }: OrderTableProps) {
  const { t } = useOrderTexts();
  const columns: Column<OrderSummary, OrderSortField>[] = [
    {
      label: t('fields.number'),
      sortField: 'number',
      noWrap: true,
      render: (item) => (
        <RowLink to={hrefOf(item)} label={t('list.open', { number: item.number })}>
          {item.number}
        </RowLink>
      ),
    },
    { label: t('fields.status'), render: (item) => <OrderStatusChip status={item.status} /> },
    { label: t('fields.customer'), render: (item) => truncate(item.customerName) },
    { label: t('fields.address'), minWidth: 160, render: (item) => truncate(item.address) },
    {
      label: t('fields.orderType'),
      wideOnly: true,
      render: (item) => item.orderType?.name ?? t('list.noType'),
    },
    {
      label: t('fields.preferredDate'),
      sortField: 'preferredDate',
      noWrap: true,
      render: (item) => item.preferredDate,
    },
    {
      label: t('fields.created'),
      sortField: 'created',
      wideOnly: true,
      noWrap: true,
      render: (item) => formatDate(item.created),
    },
    {
      label: t('fields.inspection'),
      noWrap: true,
      render: (item) =>
        item.inspection && (
          <Link component={RouterLink} to={inspectionHrefOf(item.inspection.id)}>
            {item.inspection.number}
          </Link>
        ),
    },
  ];
  return (
    <DataTable
      items={items}
      columns={columns}
      sort={sort}
      direction={direction}
      onSort={onSort}
      hrefOf={hrefOf}
      label={t('list.label')}
      testId="order-table"
      rowTestId="order-row"
      rowData={(item) => ({ 'data-id': item.id, 'data-number': item.number })}
      t={t}
    />
  );
}
