import { Alert, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  type CourseSeat,
  type CourseSeatList,
  SEAT_MSG,
  SEAT_STATUS_LABEL,
  type SeatStatus,
} from '@tryout/shared/presence';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
import { useBukaSesi } from './bukaSesi';
import { usePesertaUjian } from './pesertaUjian';

const STATUS_COLOR: Record<SeatStatus, string> = {
  belum_mulai: 'gray',
  mengerjakan: 'blue',
  selesai: 'green',
};

const nowrap = { whiteSpace: 'nowrap' } as const;
const fullLabel = { label: { overflow: 'visible' } } as const;

/** Online (the device holds the seat) or offline, and the last request; a finished seat only the latter. */
function Connection({ seat }: { seat: CourseSeat }) {
  const live = seat.online && seat.status !== 'selesai';
  return (
    <Stack gap={2}>
      {seat.status !== 'selesai' && (
        <Badge
          color={live ? 'teal' : 'gray'}
          variant={live ? 'filled' : 'light'}
          w="fit-content"
          styles={fullLabel}
        >
          {live ? 'Online' : 'Offline'}
        </Badge>
      )}
      <Text size="xs" c="dimmed" style={nowrap}>
        {seat.last_seen_at ? `Terakhir ${formatWib(seat.last_seen_at, 'HH:mm:ss')}` : 'Belum terlihat'}
      </Text>
    </Stack>
  );
}

type AbsentStudent = CourseSeatList['belum_masuk'][number];

/** The course's listed students who have not entered the exam ('Belum mulai', docs/decisions/0018). */
function Absent({ students }: { students: AbsentStudent[] }) {
  return (
    <Stack gap="xs" component="section" aria-label="Belum masuk ujian">
      <Text fw={600}>Belum masuk ujian ({students.length})</Text>
      <DataTable<AbsentStudent>
        records={students}
        idAccessor="nim"
        defaultPageSize={25}
        columns={[
          { accessor: 'nim', title: 'NIM', sortable: true },
          { accessor: 'nama', title: 'Nama', sortable: true },
          { accessor: 'email', title: 'Email', render: (p) => p.email ?? '-' },
          {
            accessor: 'status',
            title: 'Status',
            render: () => (
              <Badge color={STATUS_COLOR.belum_mulai} variant="light" styles={fullLabel}>
                {SEAT_STATUS_LABEL.belum_mulai}
              </Badge>
            ),
          },
        ]}
      />
    </Stack>
  );
}

/**
 * `/peserta-ujian/:id_ujian` — the participants of a course exam for its lecturer (or an admin):
 * status, last seen, online; 'Buka Sesi' releases a seat whose device was lost, so the student
 * can log in again and continue the same attempt.
 */
export default function CourseSeatsPage() {
  const idUjian = Number(useParams().id_ujian);
  const list = usePesertaUjian(idUjian);
  const release = useBukaSesi(idUjian);
  const [q, setQ] = useState('');

  const rows = useMemo(() => {
    const needle = q.trim().toLowerCase();
    const all = list.data?.peserta ?? [];
    return needle
      ? all.filter((p) => p.nim.toLowerCase().includes(needle) || p.nama.toLowerCase().includes(needle))
      : all;
  }, [list.data, q]);
  const absent = list.data?.belum_masuk ?? [];
  const count = (s: SeatStatus) => list.data?.peserta.filter((p) => p.status === s).length ?? 0;
  const online = list.data?.peserta.filter((p) => p.online && p.status !== 'selesai').length ?? 0;

  const confirmRelease = (seat: CourseSeat) =>
    modals.openConfirmModal({
      title: SEAT_MSG.confirmTitle,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {seat.nim} · {seat.nama}
          </Text>
          <Text size="sm">{SEAT_MSG.confirm}</Text>
        </Stack>
      ),
      labels: { confirm: 'Buka Sesi', cancel: 'Batal' },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        release.mutate(seat.id, {
          onSuccess: (message) => notifySuccess(message),
          onError: (err) => notifyError(err),
        }),
    });

  const columns: DataTableColumn<CourseSeat>[] = [
    { accessor: 'nim', title: 'NIM', sortable: true },
    {
      accessor: 'nama',
      title: 'Nama',
      sortable: true,
      render: (p) => (
        <Stack gap={0}>
          <Text size="sm">{p.nama}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {p.email}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      render: (p) => (
        <Badge color={STATUS_COLOR[p.status]} variant="light" styles={fullLabel}>
          {SEAT_STATUS_LABEL[p.status]}
        </Badge>
      ),
    },
    {
      accessor: 'deadline_at',
      title: 'Mulai / Tenggat',
      render: (p) =>
        p.started_at ? (
          <Text size="xs" style={nowrap}>
            {formatWib(p.started_at, 'HH:mm')} – {formatWib(p.deadline_at, 'HH:mm')}
          </Text>
        ) : (
          '-'
        ),
    },
    { accessor: 'last_seen_at', title: 'Koneksi', sortable: true, render: (p) => <Connection seat={p} /> },
    {
      accessor: 'actions',
      title: 'Aksi',
      textAlign: 'right',
      render: (p) =>
        p.status === 'selesai' ? (
          <Text size="xs" c="dimmed">
            -
          </Text>
        ) : (
          <Button
            size="compact-sm"
            variant="light"
            color="orange"
            aria-label={`Buka Sesi ${p.nim}`}
            loading={release.isPending && release.variables === p.id}
            onClick={() => confirmRelease(p)}
          >
            Buka Sesi
          </Button>
        ),
    },
  ];

  const exam = list.data?.ujian;
  return (
    <StaffPage
      title="Peserta Ujian"
      subtitle={
        exam && (
          <>
            {exam.kode_ujian} · {exam.nama_ujian}
            {exam.nama_matkul ? ` · ${exam.nama_matkul}` : ''}
            {exam.kelas ? ` (${exam.kelas})` : ''} · {formatWib(exam.mulai)} – {formatWib(exam.selesai)}
          </>
        )
      }
      actions={
        <Button variant="default" component={Link} to="/dashboard">
          Kembali
        </Button>
      }
    >
      {list.isError ? (
        <Alert color="red" variant="light" title="Daftar peserta tidak dapat dibuka" role="alert">
          {list.error instanceof ApiError ? list.error.message : 'Terjadi Kesalahan Harap Coba Lagi'}
        </Alert>
      ) : (
        <>
          <Group gap="xs" aria-label="Ringkasan peserta">
            {[
              { label: 'Peserta', value: list.data?.peserta.length ?? 0, color: 'blue' },
              { label: 'Mengerjakan', value: count('mengerjakan'), color: 'cyan' },
              { label: 'Online', value: online, color: 'teal' },
              { label: 'Selesai', value: count('selesai'), color: 'green' },
              ...(list.data?.belum_masuk.length
                ? [{ label: 'Belum masuk', value: list.data.belum_masuk.length, color: 'gray' }]
                : []),
            ].map((c) => (
              <Badge key={c.label} size="lg" variant="light" color={c.color} styles={fullLabel}>
                {c.label}: {c.value}
              </Badge>
            ))}
          </Group>
          <Text size="sm" c="dimmed">
            NIM yang sedang mengerjakan dan terlihat dalam 2 menit terakhir tidak dapat masuk dari perangkat
            lain. Bila perangkat peserta rusak atau tertutup, gunakan 'Buka Sesi' agar peserta dapat masuk
            kembali dan melanjutkan ujiannya dengan jawaban yang sudah tersimpan.
          </Text>
          <TextInput
            placeholder="Cari NIM atau nama"
            aria-label="Cari peserta"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            maw={320}
          />
          <DataTable<CourseSeat>
            records={list.data ? rows : undefined}
            fetching={list.isLoading}
            columns={columns}
            defaultPageSize={25}
            noRecordsText="Belum ada peserta"
          />
          {absent.length > 0 && <Absent students={absent} />}
        </>
      )}
    </StaffPage>
  );
}
