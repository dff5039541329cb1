import { Textarea } from '@mantine/core';

/** The reason every control-room action carries (written to the audit log). */
export function ReasonField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (v: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <Textarea
      label="Alasan"
      description="Dicatat di log audit"
      required
      autosize
      minRows={2}
      maxLength={500}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      data-autofocus={autoFocus || undefined}
    />
  );
}

export const PAGE_SIZES = [25, 50, 100, 200];

/** The look and server-side paging every table of the control room shares (mantine-datatable props). */
export function pagedTable(p: {
  rows: number;
  total: number;
  page: number;
  setPage: (n: number) => void;
  perPage: number;
  setPerPage: (n: number) => void;
}) {
  return {
    withTableBorder: true,
    borderRadius: 'md',
    striped: true,
    verticalAlign: 'center',
    minHeight: p.rows === 0 ? 160 : undefined,
    totalRecords: p.total,
    page: p.page,
    onPageChange: p.setPage,
    recordsPerPage: p.perPage,
    recordsPerPageOptions: PAGE_SIZES,
    onRecordsPerPageChange: (n: number) => {
      p.setPerPage(n);
      p.setPage(1);
    },
    recordsPerPageLabel: 'Baris per halaman',
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) =>
      `${from}–${to} dari ${totalRecords}`,
  } as const;
}
