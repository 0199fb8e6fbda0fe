import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { OrderSummary } from '@syna/contracts/orders';
import { formatDate, truncate } from '@syna/contracts/format';
import { DataTable, numberColumn, type Column, type ListTableProps } from '@/lib/lists/data-table';
import type { OrderSortField } from '@/features/orders/order-filter';
import { useOrderTexts } from '@/features/orders/texts';
import { OrderStatusChip } from './order-status-chip';
import { useLookupLabel } from '@/lib/i18n/lookup-label';

interface OrderTableProps extends ListTableProps<OrderSummary, OrderSortField> {
  /** The assignment an accepted order became. */
  inspectionHrefOf(inspectionId: string): string;
}

/** The order search as a table (laptop and wider): click a row, or tab to its number, to open it. */
export function OrderTable({ inspectionHrefOf, ...props }: OrderTableProps) {
  const { t } = useOrderTexts();
  const label = useLookupLabel();
  const columns: Column<OrderSummary, OrderSortField>[] = [
    numberColumn(t('fields.number'), props.hrefOf, (item) => t('list.open', { number: item.number })),
    { label: t('fields.status'), render: (item) => <OrderStatusChip status={item.status} /> },
    { label: t('fields.customer'), render: (item) => truncate(item.customerName) },
    { label: t('fields.address'), minWidth: 160, render: (item) => truncate(item.address) },
    {
      label: t('fields.orderType'),
      wideOnly: true,
      render: (item) => (item.orderType ? label(item.orderType) : t('list.noType')),
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
      {...props}
      columns={columns}
      label={t('list.label')}
      testId="order-table"
      rowTestId="order-row"
      rowData={(item) => ({ 'data-id': item.id, 'data-number': item.number })}
      t={t}
    />
  );
}
