import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '@/lib/ui/visually-hidden';
import type { ListT } from './list-texts';
import type { SortDirection } from './url-list-state';

/** One column of a list table. */
export interface Column<Item, Field extends string> {
  label: string;
  /** The sort field a click on the header picks; none when the column does not sort. */
  sortField?: Field;
  /** Only shown on wide screens. */
  wideOnly?: boolean;
  /** Keeps the cell's text on one line (numbers, dates). */
  noWrap?: boolean;
  minWidth?: number;
  render(item: Item): ReactNode;
}

/** What a list page hands its table: the page of hits, the sort and where a row leads. */
export interface ListTableProps<Item, Field extends string> {
  items: readonly Item[];
  sort: Field;
  direction: SortDirection;
  onSort(field: Field): void;
  /** The path a click on a row opens. */
  hrefOf(item: Item): string;
}

/** Rows that can be chosen with a checkbox each, and all rows of the page with one in the header. */
export interface RowSelection<Item> {
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  /** The header checkbox's name for screen readers ("choose every row on the page"). */
  allLabel: string;
  /** A row checkbox's name for screen readers. */
  rowLabel(item: Item): string;
}

interface DataTableProps<Item extends { id: string }, Field extends string> extends ListTableProps<
  Item,
  Field
> {
  columns: readonly Column<Item, Field>[];
  label: string;
  testId: string;
  rowTestId: string;
  /** Further `data-*` attributes of a row, for finding it. */
  rowData?(item: Item): Record<`data-${string}`, string>;
  /** Checkboxes to choose rows with, for an action on all of them. */
  selection?: RowSelection<Item>;
  t: ListT;
}

const wide = { display: { xs: 'none', lg: 'table-cell' } } as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

const cellSxOf = (column: Column<never, string>): SxProps<Theme> => ({
  ...(column.wideOnly ? wide : {}),
  ...(column.noWrap ? nowrap : {}),
  ...(column.minWidth ? { minWidth: column.minWidth } : {}),
});

/** A list as a table (laptop and wider): click a row, or tab to its link, to open it. */
export function DataTable<Item extends { id: string }, Field extends string>({
  items,
  columns,
  sort,
  direction,
  onSort,
  hrefOf,
  label,
  testId,
  rowTestId,
  rowData,
  selection,
  t,
}: DataTableProps<Item, Field>) {
  const navigate = useNavigate();
  const chosenOnPage = selection ? items.filter((item) => selection.selected.has(item.id)).length : 0;
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(id)) next.add(id);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    const all = chosenOnPage === items.length;
    for (const item of items) {
      if (all) next.delete(item.id);
      else next.add(item.id);
    }
    selection.onChange(next);
  };
  return (
    <Table size="small" aria-label={label} data-testid={testId}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={items.length > 0 && chosenOnPage === items.length}
                indeterminate={chosenOnPage > 0 && chosenOnPage < items.length}
                onChange={toggleAll}
                slotProps={{ input: { 'aria-label': selection.allLabel } }}
                data-testid="select-all-rows"
              />
            </TableCell>
          )}
          {columns.map((column) => {
            const field = column.sortField;
            const sorted = field !== undefined && sort === field;
            return (
              <TableCell
                key={column.label}
                sortDirection={sorted ? direction : false}
                sx={{ fontWeight: 600, ...nowrap, ...(column.wideOnly ? wide : {}) }}
              >
                {field ? (
                  <TableSortLabel
                    active={sorted}
                    direction={sorted ? direction : 'asc'}
                    onClick={() => onSort(field)}
                  >
                    {column.label}
                    {sorted && (
                      <Box component="span" sx={visuallyHidden}>
                        {direction === 'asc' ? t('list.sortedAscending') : t('list.sortedDescending')}
                      </Box>
                    )}
                  </TableSortLabel>
                ) : (
                  column.label
                )}
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow
            key={item.id}
            hover
            selected={selection?.selected.has(item.id) ?? false}
            onClick={(event) => {
              // A click on one of the row's own links is handled by the link.
              if ((event.target as HTMLElement).closest('a')) return;
              void navigate(hrefOf(item));
            }}
            sx={{ cursor: 'pointer', '& td': { verticalAlign: 'top' } }}
            data-testid={rowTestId}
            {...rowData?.(item)}
          >
            {selection && (
              // The checkbox's cell chooses the row; it does not open it.
              <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  checked={selection.selected.has(item.id)}
                  onChange={() => toggle(item.id)}
                  slotProps={{ input: { 'aria-label': selection.rowLabel(item) } }}
                  data-testid="select-row"
                />
              </TableCell>
            )}
            {columns.map((column) => (
              <TableCell key={column.label} sx={cellSxOf(column)}>
                {column.render(item)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The link that opens a row (its number), so that keyboard users can tab to it. */
export function RowLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} aria-label={label} sx={{ fontWeight: 600 }}>
      {children}
    </Link>
  );
}

/**
 * The first column of a list: the item's number, as the link that opens its row (`openLabel`
 * names it for screen readers), with whatever the list shows beneath it.
 */
export function numberColumn<Item extends { number: string }>(
  label: string,
  hrefOf: (item: Item) => string,
  openLabel: (item: Item) => string,
  below?: (item: Item) => ReactNode,
): Column<Item, 'number'> {
  return {
    label,
    sortField: 'number',
    noWrap: true,
    render: (item) => (
      <>
        <RowLink to={hrefOf(item)} label={openLabel(item)}>
          {item.number}
        </RowLink>
        {below?.(item)}
      </>
    ),
  };
}
