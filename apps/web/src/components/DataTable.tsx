import 'mantine-datatable/styles.css';
import { Text } from '@mantine/core';
import { PAGE_SIZES, QUESTION_PAGE_SIZES } from '@tryout/shared/constants';
import {
  type DataTableColumn,
  type DataTableRowExpansionProps,
  type DataTableSortStatus,
  DataTable as MDataTable,
} from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { formatWib } from '../lib/dates';
import classes from './DataTable.module.css';

export type { DataTableColumn } from 'mantine-datatable';

export interface DataTableProps<T> {
  /** All rows; paging and sorting happen here, in the browser. */
  records?: T[] | undefined;
  /** Instead of records and fetching: the query that loads the rows. */
  query?: { data?: T[]; isLoading: boolean };
  columns: DataTableColumn<T>[];
  /** Unique key of a row (default 'id'). */
  idAccessor?: keyof T | ((record: T) => React.Key);
  /** Show a loader over the table. */
  fetching?: boolean;
  /** Rows per page at first (default 5). */
  defaultPageSize?: number;
  /** Also offer 100 rows per page (question lists, spec §2.6). */
  allow100?: boolean;
  /** Column sorted at first (default: none). */
  initialSort?: DataTableSortStatus<T>;
  noRecordsText?: string;
  /** The first column 'No': each row's number across pages (default: on, as every staff list has it). */
  numbered?: boolean;
  /** Keep the last column visible while the table scrolls sideways (default: when it is 'actions'). */
  pinLastColumn?: boolean;
  /**
   * A wide table: on a narrow screen a line above it says the table scrolls sideways, and the
   * edge shadows that show there is more are wider.
   */
  wide?: boolean;
  /** Rows that open a detail under them (mantine-datatable's row expansion). */
  rowExpansion?: DataTableRowExpansionProps<T>;
}

/** The line above a wide table on a phone (see `wide`). */
export const SCROLL_HINT = 'Geser tabel ke samping untuk melihat kolom lain';

function compare(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'id', { numeric: true, sensitivity: 'base' });
}

/**
 * The staff table of spec §2.6: striped, sortable columns (mark a column `sortable: true`),
 * 5 rows per page by default with 5, 10, 15, 20, 25, 30 (+100 with `allow100`), client-side
 * paging and sorting, the 'No' column first (see `numbered`). Use `render(record, index)` for
 * custom cells; `index` is the row's position on the page.
 */
export function DataTable<T>({
  query,
  records = query?.data,
  columns,
  idAccessor,
  fetching = query?.isLoading,
  defaultPageSize = 5,
  allow100,
  initialSort,
  noRecordsText = 'Tidak Ada Data',
  numbered: withNumber = true,
  pinLastColumn,
  wide,
  rowExpansion,
}: DataTableProps<T>) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<T>>(
    initialSort ?? { columnAccessor: '', direction: 'asc' },
  );
  const all = records ?? [];
  const sorted = useMemo(() => {
    const key = sortStatus.columnAccessor as string;
    if (!key) return all;
    const out = [...all].sort((a, b) =>
      compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
    return sortStatus.direction === 'desc' ? out.reverse() : out;
  }, [all, sortStatus]);
  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);
  const from = (page - 1) * pageSize;
  const pageRecords = sorted.slice(from, from + pageSize);
  // The row number counts across pages; the actions column is as narrow as its buttons, so
  // when it is pinned it never hides the columns beside it.
  const numbered = (withNumber ? [rowNumberColumn<T>(), ...columns] : columns).map((c) =>
    c.accessor === ROW_NUMBER
      ? { ...c, render: (_: T, i: number) => from + i + 1 }
      : c.accessor === 'actions' && c.width === undefined
        ? { ...c, width: '0%' }
        : c,
  );
  const table = (
    <MDataTable<T>
      className={wide ? classes.wide : undefined}
      withTableBorder
      borderRadius="md"
      striped
      highlightOnHover
      pinLastColumn={pinLastColumn ?? columns[columns.length - 1]?.accessor === 'actions'}
      minHeight={all.length === 0 ? 160 : undefined}
      verticalAlign="center"
      fetching={fetching}
      records={pageRecords}
      columns={numbered}
      idAccessor={idAccessor as never}
      totalRecords={sorted.length}
      page={page}
      onPageChange={setPage}
      recordsPerPage={pageSize}
      recordsPerPageOptions={[...(allow100 ? QUESTION_PAGE_SIZES : PAGE_SIZES)]}
      onRecordsPerPageChange={(n) => {
        setPageSize(n);
        setPage(1);
      }}
      recordsPerPageLabel="Baris per halaman"
      paginationText={({ from: f, to, totalRecords }) => `${f}–${to} dari ${totalRecords}`}
      sortStatus={sortStatus}
      onSortStatusChange={setSortStatus}
      noRecordsText={noRecordsText}
      rowExpansion={rowExpansion}
      // the part that scrolls sideways on a phone: the keyboard reaches it too (axe scrollable-region-focusable)
      scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
    />
  );
  if (!wide) return table;
  return (
    <div>
      <Text className={classes.hint} fz="sm" c="dimmed" mb={6} data-testid="scroll-hint">
        {SCROLL_HINT} →
      </Text>
      {table}
    </div>
  );
}

const ROW_NUMBER = '__no';

/** The 'No' column, numbered across pages (DataTable puts it first unless `numbered={false}`). */
function rowNumberColumn<T>(title = 'No'): DataTableColumn<T> {
  return { accessor: ROW_NUMBER, title, width: 56, textAlign: 'center' };
}

/** The 'Diubah' column (a row's updated_at in WIB), sortable. */
export function updatedAtColumn<T extends { updated_at: string }>(
  extra: Partial<DataTableColumn<T>> = {},
): DataTableColumn<T> {
  return {
    accessor: 'updated_at',
    title: 'Diubah',
    sortable: true,
    render: (r) => formatWib(r.updated_at),
    ...extra,
  } as DataTableColumn<T>;
}
