import 'mantine-datatable/styles.css';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Menu,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  MONITOR_STATUS_LABEL,
  type MonitorCounts,
  type MonitorQuery,
  type MonitorRow,
  type MonitorStatus,
} from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { RESCUE_MSG } from '@tryout/shared/rescue-messages';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { Countdown } from '../../components/Countdown';
import { confirmReviewOpened } from '../../components/confirmReviewOpened';
import { notifyError, notifySuccess } from '../../components/notify';
import { RescueUploadDialog } from '../../components/RescueUploadDialog';
import { formatWib } from '../../lib/dates';
import { getStaffRole } from '../../lib/storage';
import { ActionDialog, type PendingAction } from './ActionDialog';
import { ExamControlsPanel } from './ExamControlsPanel';
import {
  type ActionVars,
  monitorKeys,
  type TargetRef,
  useMonitorAction,
  useMonitorTable,
  useMonitorTargets,
} from './monitorApi';
import { useMonitorStream } from './monitorStream';
import { OutagePanel } from './OutagePanel';
import { SignalCount, SignalTimeline } from './SignalTimeline';
import { pagedTable } from './shared';

const STATUS_COLOR: Record<MonitorStatus, string> = {
  belum_mulai: 'gray',
  mengerjakan: 'blue',
  selesai: 'green',
  waktu_habis: 'orange',
};
const nowrap = { whiteSpace: 'nowrap' } as const;
const fullLabel = { label: { overflow: 'visible' } } as const;

/** `materi-12` / `ujian-3` in the address ⇄ the target. */
const parseTarget = (v: string | null): TargetRef | null => {
  const m = /^(materi|ujian)-(\d+)$/.exec(v ?? '');
  return m ? { jenis: m[1] as TargetRef['jenis'], id: Number(m[2]) } : null;
};

function Counts({ c }: { c: MonitorCounts | undefined }) {
  const items = [
    { label: 'Peserta', value: c?.total, color: 'gray' },
    { label: 'Mengerjakan', value: c?.mengerjakan, color: 'blue' },
    { label: 'Offline', value: c?.offline, color: 'red' },
    { label: 'Selesai', value: c?.selesai, color: 'green' },
    { label: 'Waktu habis', value: c?.waktu_habis, color: 'orange' },
    { label: 'Belum mulai', value: c?.belum_mulai, color: 'gray' },
  ];
  return (
    <Group gap="xs" aria-label="Ringkasan peserta">
      {items.map((i) => (
        <Badge key={i.label} size="lg" variant="light" color={i.color} styles={fullLabel}>
          {i.label}: <span data-testid={`count-${i.label}`}>{i.value ?? '-'}</span>
        </Badge>
      ))}
    </Group>
  );
}

/** Whether the taker's exam page still holds unsent saves (its last heartbeat said so). */
function Queue({ row }: { row: MonitorRow }) {
  if (row.status !== 'mengerjakan' || row.antrian == null) return null;
  return row.antrian === 0 ? (
    <Text size="xs" c="dimmed" style={nowrap} data-testid={`antrian-${row.no_reg}`}>
      Antrian kosong
    </Text>
  ) : (
    <Badge color="orange" variant="light" styles={fullLabel} data-testid={`antrian-${row.no_reg}`}>
      Antrian: {row.antrian}
    </Badge>
  );
}

function Connection({ row }: { row: MonitorRow }) {
  if (row.status !== 'mengerjakan')
    return (
      <Text size="xs" c="dimmed" style={nowrap}>
        {row.last_seen_at ? `Terakhir ${formatWib(row.last_seen_at, 'HH:mm:ss')}` : '-'}
      </Text>
    );
  return row.online ? (
    <Badge color="teal" variant="filled" styles={fullLabel}>
      {MONITOR_MSG.online}
    </Badge>
  ) : (
    <Badge color="red" variant="light" styles={fullLabel}>
      {row.last_seen_at
        ? `${MONITOR_MSG.offlineSince} ${formatWib(row.last_seen_at, 'HH:mm:ss')}`
        : 'Offline'}
    </Badge>
  );
}

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
  const targets = useMonitorTargets();
  const [status, setStatus] = useState<MonitorStatus | ''>('');
  const [offline, setOffline] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const [selected, setSelected] = useState<MonitorRow[]>([]);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [signalsOf, setSignalsOf] = useState<MonitorRow | null>(null);
  const [rescueOf, setRescueOf] = useState<MonitorRow | null>(null);
  const rescueTarget = useMemo(
    () => (rescueOf?.attempt_id != null ? { attemptId: rescueOf.attempt_id } : null),
    [rescueOf],
  );
  const query: MonitorQuery = {
    status: status || undefined,
    offline: offline || undefined,
    q: q || undefined,
    page,
    per_page: perPage,
  };
  const table = useMonitorTable(target, query);
  const qc = useQueryClient();
  const refresh = useCallback(() => {
    if (target) void qc.invalidateQueries({ queryKey: monitorKeys.tableOf(target) });
  }, [qc, target]);
  const live = useMonitorStream(target, refresh);
  const action = useMonitorAction(target);
  const offsetMs = useMemo(
    () => (table.data ? Date.parse(table.data.server_now) - table.dataUpdatedAt : 0),
    [table.data, table.dataUpdatedAt],
  );

  const run = (v: ActionVars) =>
    action.mutate(v, {
      onSuccess: (message) => {
        notifySuccess(message);
        setPending(null);
        setSelected([]);
      },
      onError: (err) => {
        // 'Ulang ujian' on a candidate who opened the pembahasan: the warning, then the confirmed request
        const again = () =>
          v.name === 'ulang' && run({ ...v, body: { ...v.body, konfirmasi_pembahasan: true } });
        if (v.name !== 'ulang' || !confirmReviewOpened(err, again)) notifyError(err);
      },
    });
  const who = (r: MonitorRow) => `${r.no_reg} · ${r.nama}`;
  const isMateri = target?.jenis === 'materi';

  const addTime = (rows: MonitorRow[] | 'semua') =>
    setPending({
      title: 'Tambah waktu',
      lines:
        rows === 'semua'
          ? ['Untuk semua peserta yang sedang mengerjakan.']
          : rows.length === 1
            ? [who(rows[0])]
            : [`Untuk ${rows.length} peserta terpilih.`],
      confirm: 'Tambah waktu',
      color: 'blue',
      field: 'menit',
      run: (alasan, menit) =>
        run({
          name: 'tambah-waktu',
          body: { menit, alasan, ...(rows === 'semua' ? {} : { peserta: rows.map((r) => r.id) }) },
        }),
    });
  const single = (
    r: MonitorRow,
    name: 'selesaikan' | 'buka-sesi' | 'ulang',
    title: string,
    text: string,
    color: string,
  ) =>
    setPending({
      title,
      lines: [who(r), text],
      confirm: title,
      color,
      run: (alasan) => run({ name, body: { peserta: r.id, alasan } }),
    });

  const columns: DataTableColumn<MonitorRow>[] = [
    { accessor: 'no_reg', title: 'No. Reg' },
    { accessor: 'nama', title: 'Nama' },
    {
      accessor: 'status',
      title: 'Status',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Badge color={STATUS_COLOR[r.status]} variant="light" styles={fullLabel}>
            {MONITOR_STATUS_LABEL[r.status]}
          </Badge>
          {r.voided > 0 && (
            <Badge color="grape" variant="outline" styles={fullLabel} title="Percobaan dibatalkan staf">
              Diulang {r.voided}×
            </Badge>
          )}
          {r.login_ulang > 0 && (
            <Badge
              color="red"
              variant="outline"
              styles={fullLabel}
              title="Login dari perangkat lain selama ujian"
            >
              Ganti perangkat {r.login_ulang}×
            </Badge>
          )}
          {r.time_multiplier !== 1 && (
            <Badge color="violet" variant="outline" styles={fullLabel}>
              ×{String(r.time_multiplier).replace('.', ',')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'answered',
      title: 'Terjawab',
      render: (r) =>
        r.attempt_id ? <span data-testid={`answered-${r.no_reg}`}>{`${r.answered} / ${r.total}`}</span> : '-',
    },
    {
      accessor: 'deadline_at',
      title: 'Sisa waktu',
      render: (r) =>
        r.status === 'mengerjakan' && r.deadline_at ? (
          <Countdown deadline={r.deadline_at} offsetMs={offsetMs} fz="sm" />
        ) : (
          '-'
        ),
    },
    {
      accessor: 'last_seen_at',
      title: 'Koneksi',
      render: (r) => (
        <Stack gap={2}>
          <Connection row={r} />
          <Queue row={r} />
        </Stack>
      ),
    },
    {
      accessor: 'sinyal',
      title: 'Sinyal',
      render: (r) => <SignalCount row={r} onOpen={() => setSignalsOf(r)} />,
    },
    {
      accessor: 'actions',
      title: 'Aksi',
      textAlign: 'right',
      render: (r) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="compact-sm" variant="light" aria-label={`Aksi ${r.no_reg}`}>
              Aksi
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item disabled={r.status !== 'mengerjakan'} onClick={() => addTime([r])}>
              Tambah waktu
            </Menu.Item>
            <Menu.Item disabled={r.attempt_id == null} onClick={() => setRescueOf(r)}>
              {RESCUE_MSG.upload}
            </Menu.Item>
            <Menu.Item
              onClick={() =>
                setPending({
                  title: 'Akomodasi waktu',
                  lines: [
                    who(r),
                    isMateri
                      ? 'Pengali berlaku untuk setiap ujian yang dimulai peserta dan langsung untuk ujian yang sedang berjalan.'
                      : 'Pengali disimpan di Daftar Mahasiswa: berlaku untuk setiap ujian matakuliah ini dan langsung untuk ujian yang sedang berjalan.',
                  ],
                  confirm: 'Simpan',
                  color: 'violet',
                  field: 'pengali',
                  run: (alasan, pengali) =>
                    run({ name: 'akomodasi', takerId: r.id, body: { pengali, alasan } }),
                })
              }
            >
              Akomodasi
            </Menu.Item>
            <Menu.Item
              disabled={r.status !== 'mengerjakan'}
              onClick={() =>
                single(
                  r,
                  'selesaikan',
                  'Selesaikan sekarang',
                  'Ujian diakhiri dan dinilai dengan jawaban tersimpan.',
                  'red',
                )
              }
            >
              Selesaikan sekarang
            </Menu.Item>
            {(isAdmin || !isMateri) && (
              <Menu.Item
                onClick={() =>
                  single(
                    r,
                    'buka-sesi',
                    'Buka sesi',
                    'Sesi peserta di semua perangkat diakhiri; peserta dapat masuk kembali dan melanjutkan ujian yang sama.',
                    'orange',
                  )
                }
              >
                Buka sesi
              </Menu.Item>
            )}
            {isAdmin && isMateri && (
              <Menu.Item
                color="red"
                disabled={r.attempt_id == null}
                onClick={() =>
                  single(
                    r,
                    'ulang',
                    'Ulang ujian',
                    `Percobaan terakhir dibatalkan (tetap tersimpan, ditandai) dan peserta dapat mengulang. ${MONITOR_MSG.voidNoticeKept}.`,
                    'red',
                  )
                }
              >
                Ulang ujian
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];

  const data = table.data;
  const working = selected.filter((r) => r.status === 'mengerjakan');
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>{MONITOR_MSG.title}</Title>
          {target && (
            <Badge color={live ? 'teal' : 'gray'} variant="dot" size="lg" aria-live="polite">
              {live ? MONITOR_MSG.live : MONITOR_MSG.reconnecting}
            </Badge>
          )}
        </Group>
        <Select
          label={MONITOR_MSG.pickTarget}
          searchable
          maw={560}
          data={(targets.data ?? []).map((t) => ({
            value: `${t.jenis}-${t.id}`,
            label: `${t.jenis === 'materi' ? 'Tryout' : 'Ujian'} · ${t.kode_ujian} · ${t.nama}${t.nama_matkul ? ` (${t.nama_matkul})` : ''}`,
          }))}
          value={target ? `${target.jenis}-${target.id}` : null}
          onChange={(v) => {
            setPage(1);
            setSelected([]);
            setParams(v ? { sasaran: v } : {});
          }}
          nothingFoundMessage="Tidak ditemukan"
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
            <Group gap="sm" align="end" wrap="wrap">
              <SegmentedControl
                value={status}
                onChange={(v) => {
                  setStatus(v as MonitorStatus | '');
                  setPage(1);
                }}
                data={[
                  { value: '', label: 'Semua' },
                  ...(['mengerjakan', 'selesai', 'waktu_habis', 'belum_mulai'] as const).map((s) => ({
                    value: s,
                    label: MONITOR_STATUS_LABEL[s],
                  })),
                ]}
              />
              <Checkbox
                label="Hanya offline"
                checked={offline}
                onChange={(e) => {
                  setOffline(e.currentTarget.checked);
                  setPage(1);
                }}
              />
              <TextInput
                placeholder="Cari nama atau no. reg"
                aria-label="Cari peserta"
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
                w={240}
              />
            </Group>
            <Group gap="xs">
              <Button variant="light" disabled={!data?.counts.mengerjakan} onClick={() => addTime('semua')}>
                Tambah waktu semua yang mengerjakan
              </Button>
              <Button variant="default" disabled={working.length === 0} onClick={() => addTime(working)}>
                Tambah waktu {working.length} terpilih
              </Button>
            </Group>
            <DataTable<MonitorRow>
              {...pagedTable({
                rows: data?.rows.length ?? 0,
                total: data?.matching ?? 0,
                page,
                setPage,
                perPage,
                setPerPage,
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
            {data && data.belum_masuk.length > 0 && (
              <Stack gap={4} component="section" aria-label="Belum masuk ujian">
                <Text fw={600} size="sm">
                  Belum masuk ujian ({data.belum_masuk.length}) · {MONITOR_STATUS_LABEL.belum_mulai}
                </Text>
                <Text size="sm" c="dimmed">
                  {data.belum_masuk.map((s) => `${s.nim} ${s.nama}`).join(' · ')}
                </Text>
              </Stack>
            )}
          </>
        )}
      </Stack>
      <ActionDialog action={pending} busy={action.isPending} onClose={() => setPending(null)} />
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
