import 'mantine-datatable/styles.css';
import { Alert, Button, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MSG } from '@tryout/shared/messages';
import { AUDIT_ACTION_LABEL, type AuditRow } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { notifyError } from '../../components/notify';
import { formatWib } from '../../lib/dates';
import { saveBlob } from '../../lib/saveBlob';
import { type AuditFilter, fetchAuditExcel, useAuditLog } from './monitorApi';
import { pagedTable } from './shared';

/**
 * `/log-audit` — who did what to whom, when and why; filtered; exported to Excel. Admins see every
 * entry, a lecturer the entries of their own exams (the server decides).
 */
export default function AuditLogPage() {
  const [action, setAction] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [dari, setDari] = useState('');
  const [sampai, setSampai] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const [busy, setBusy] = useState(false);
  const filter: AuditFilter = {
    action: action ?? undefined,
    q: q || undefined,
    dari: dari || undefined,
    sampai: sampai || undefined,
  };
  const log = useAuditLog({ ...filter, page, per_page: perPage });

  async function exportExcel() {
    setBusy(true);
    try {
      saveBlob(await fetchAuditExcel(filter), 'log-audit.xlsx');
    } catch (err) {
      notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: MSG.errorTitle });
    } finally {
      setBusy(false);
    }
  }

  const columns: DataTableColumn<AuditRow>[] = [
    {
      accessor: 'created_at',
      title: 'Waktu (WIB)',
      render: (r) => formatWib(r.created_at, 'D MMM YYYY HH:mm:ss'),
    },
    { accessor: 'actor', title: 'Oleh (NIDN)' },
    { accessor: 'action', title: 'Tindakan', render: (r) => AUDIT_ACTION_LABEL[r.action] ?? r.action },
    { accessor: 'objek', title: 'Objek' },
    {
      accessor: 'perubahan',
      title: 'Sebelum → Sesudah',
      render: (r) => (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {r.perubahan}
        </Text>
      ),
    },
    { accessor: 'reason', title: 'Alasan' },
  ];

  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={1} size="h2">
            {MONITOR_MSG.auditTitle}
          </Title>
          <Button onClick={exportExcel} loading={busy} variant="light" color="green">
            Ekspor Excel
          </Button>
        </Group>
        <Group gap="sm" align="end" wrap="wrap">
          <Select
            label="Tindakan"
            clearable
            placeholder="Semua"
            data={Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => ({ value, label }))}
            value={action}
            onChange={reset(setAction)}
            w={200}
          />
          <TextInput
            label="Cari"
            placeholder="NIDN, objek, alasan"
            value={search}
            onChange={(e) => reset(setSearch)(e.currentTarget.value)}
            w={220}
          />
          <TextInput
            label="Dari"
            type="date"
            value={dari}
            onChange={(e) => reset(setDari)(e.currentTarget.value)}
          />
          <TextInput
            label="Sampai"
            type="date"
            value={sampai}
            onChange={(e) => reset(setSampai)(e.currentTarget.value)}
          />
        </Group>
        {log.isError ? (
          <Alert color="red" variant="light" role="alert">
            {log.error instanceof ApiError ? log.error.message : 'Terjadi Kesalahan Harap Coba Lagi'}
          </Alert>
        ) : (
          <DataTable<AuditRow>
            {...pagedTable({
              rows: log.data?.rows.length ?? 0,
              total: log.data?.total ?? 0,
              page,
              setPage,
              perPage,
              setPerPage,
            })}
            records={log.data?.rows ?? []}
            fetching={log.isLoading}
            columns={columns}
            noRecordsText="Belum ada catatan"
            // scrolls sideways on a phone: the keyboard reaches it too (axe scrollable-region-focusable)
            scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
          />
        )}
      </Stack>
    </Container>
  );
}
