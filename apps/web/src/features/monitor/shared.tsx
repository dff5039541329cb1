import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifyError, notifySuccess } from '../../components/notify';
import { ReasonField, reasonOk } from '../../components/ReasonField';

/**
 * A control-room dialog whose change carries a reason: its fields, the reason, Batal and the
 * submit button. `submit` answers the server's message (shown as a toast, the dialog closes).
 */
export function ReasonModal(p: {
  opened: boolean;
  onClose: () => void;
  title: string;
  alasan: string;
  setAlasan: (v: string) => void;
  /** the fields' own checks pass */
  valid?: boolean;
  busy: boolean;
  submit: () => Promise<string>;
  submitLabel?: string;
  autoFocusReason?: boolean;
  children?: ReactNode;
}) {
  return (
    <Modal opened={p.opened} onClose={p.onClose} title={p.title} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          p.submit().then(
            (m) => {
              notifySuccess(m);
              p.onClose();
            },
            (err) => notifyError(err),
          );
        }}
      >
        <Stack gap="sm">
          {p.children}
          <ReasonField value={p.alasan} onChange={p.setAlasan} autoFocus={p.autoFocusReason} />
          <Group justify="flex-end">
            <Button variant="default" onClick={p.onClose}>
              Batal
            </Button>
            <Button type="submit" disabled={!reasonOk(p.alasan) || p.valid === false} loading={p.busy}>
              {p.submitLabel ?? 'Simpan'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
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
