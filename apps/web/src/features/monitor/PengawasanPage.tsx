import 'mantine-datatable/styles.css';
import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MONITOR_STATUS_LABEL, type MonitorRow, type MonitorTable } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { DataTable } from 'mantine-datatable';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { RescueUploadDialog } from '../../components/RescueUploadDialog';
import { getStaffRole } from '../../lib/storage';
import { ActionDialog } from './ActionDialog';
import { ExamControlsPanel } from './ExamControlsPanel';
import { monitorKeys, useMonitorTable } from './monitorApi';
import { useMonitorStream } from './monitorStream';
import { OutagePanel } from './OutagePanel';
import { SignalTimeline } from './SignalTimeline';
import { pagedTable } from './shared';
import { Counts } from './TakerCells';
import { TakerFilters, useTakerFilters } from './TakerFilters';
import { TakerMenu } from './TakerMenu';
import { parseTarget, TargetSelect } from './TargetSelect';
import { takerColumns } from './takerColumns';
import { useProctorActions } from './useProctorActions';

/**
 * `/pengawasan-ujian` — the exam-day control room: pick a tryout materi or a course exam and watch
 * its takers live (the server's event stream makes the page read the table again within a second
 * of a start, save, heartbeat or submit); per-row and bulk actions, each with a reason.
 */
export default function PengawasanPage() {
  const [params, setParams] = useSearchParams();
  const sasaran = params.get('sasaran');
  const target = useMemo(() => parseTarget(sasaran), [sasaran]);
  const isAdmin = getStaffRole() === 'admin';
  const filters = useTakerFilters();
  const [selected, setSelected] = useState<MonitorRow[]>([]);
  const [signalsOf, setSignalsOf] = useState<MonitorRow | null>(null);
  const [rescueOf, setRescueOf] = useState<MonitorRow | null>(null);
  const rescueTarget = useMemo(
    () => (rescueOf?.attempt_id != null ? { attemptId: rescueOf.attempt_id } : null),
    [rescueOf],
  );
  const table = useMonitorTable(target, filters.query);
  const qc = useQueryClient();
  const refresh = useCallback(() => {
    if (target) void qc.invalidateQueries({ queryKey: monitorKeys.tableOf(target) });
  }, [qc, target]);
  const live = useMonitorStream(target, refresh);
  const actions = useProctorActions(target, () => setSelected([]));
  const offsetMs = useMemo(
    () => (table.data ? Date.parse(table.data.server_now) - table.dataUpdatedAt : 0),
    [table.data, table.dataUpdatedAt],
  );
  const columns = takerColumns({
    offsetMs,
    onSignals: setSignalsOf,
    menu: (r) => (
      <TakerMenu
        row={r}
        actions={actions}
        isAdmin={isAdmin}
        isMateri={target?.jenis === 'materi'}
        onRescue={setRescueOf}
      />
    ),
  });

  const data = table.data;
  const working = selected.filter((r) => r.status === 'mengerjakan');
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            {MONITOR_MSG.title}
          </Title>
          {target && (
            <Badge color={live ? 'teal' : 'gray'} variant="dot" size="lg" aria-live="polite">
              {live ? MONITOR_MSG.live : MONITOR_MSG.reconnecting}
            </Badge>
          )}
        </Group>
        <TargetSelect
          target={target}
          onChange={(v) => {
            filters.setPage(1);
            setSelected([]);
            setParams(v ? { sasaran: v } : {});
          }}
        />
        {table.isError && (
          <Alert color="red" variant="light" role="alert">
            {table.error instanceof ApiError ? table.error.message : 'Terjadi Kesalahan Harap Coba Lagi'}
          </Alert>
        )}
        {target && !table.isError && (
          <>
            {data && (
              <Text size="sm" c="dimmed">
                {data.target.kode_ujian} · {data.target.nama} · {data.target.waktu} menit
              </Text>
            )}
            <ExamControlsPanel target={target} />
            <OutagePanel target={target} />
            <Counts c={data?.counts} />
            <TakerFilters f={filters} />
            <Group gap="xs">
              <Button
                variant="light"
                disabled={!data?.counts.mengerjakan}
                onClick={() => actions.addTime('semua')}
              >
                Tambah waktu semua yang mengerjakan
              </Button>
              <Button
                variant="default"
                disabled={working.length === 0}
                onClick={() => actions.addTime(working)}
              >
                Tambah waktu {working.length} terpilih
              </Button>
            </Group>
            <DataTable<MonitorRow>
              {...pagedTable({
                rows: data?.rows.length ?? 0,
                total: data?.matching ?? 0,
                page: filters.page,
                setPage: filters.setPage,
                perPage: filters.perPage,
                setPerPage: filters.setPerPage,
              })}
              highlightOnHover
              pinLastColumn
              records={data?.rows ?? []}
              fetching={table.isLoading}
              columns={columns}
              idAccessor="id"
              selectedRecords={selected}
              onSelectedRecordsChange={setSelected}
              noRecordsText={MONITOR_MSG.noRows}
            />
            {data && <NotEntered data={data} />}
          </>
        )}
      </Stack>
      <ActionDialog action={actions.pending} busy={actions.busy} onClose={actions.close} />
      <SignalTimeline target={target} row={signalsOf} onClose={() => setSignalsOf(null)} />
      <RescueUploadDialog
        target={rescueTarget}
        who={rescueOf ? `${rescueOf.nama} (${rescueOf.no_reg})` : undefined}
        onClose={() => setRescueOf(null)}
        onApplied={() => void qc.invalidateQueries()}
      />
    </Container>
  );
}

/** A course exam's listed students who have not entered the exam yet. */
function NotEntered({ data }: { data: MonitorTable }) {
  if (data.belum_masuk.length === 0) return null;
  return (
    <Stack gap={4} component="section" aria-label="Belum masuk ujian">
      <Text fw={600} size="sm">
        Belum masuk ujian ({data.belum_masuk.length}) · {MONITOR_STATUS_LABEL.belum_mulai}
      </Text>
      <Text size="sm" c="dimmed">
        {data.belum_masuk.map((s) => `${s.nim} ${s.nama}`).join(' · ')}
      </Text>
    </Stack>
  );
}
