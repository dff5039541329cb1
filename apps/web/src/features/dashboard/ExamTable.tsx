import { Button, Group, Text } from '@mantine/core';
import type { StaffUjian } from '@tryout/shared/staff';
import { DataTable, type DataTableColumn, rowNumberColumn } from '../../components/DataTable';

/**
 * An exam list (spec §2.6). PG lists show the exam and its materi; essay and mixed lists also
 * show code, password, class, counts, start and end.
 */
export function ExamTable({
  records,
  fetching,
  withSchedule,
  onEdit,
  onDelete,
}: {
  records: StaffUjian[] | undefined;
  fetching?: boolean;
  withSchedule: boolean;
  onEdit: (e: StaffUjian) => void;
  onDelete: (e: StaffUjian) => void;
}) {
  const columns: DataTableColumn<StaffUjian>[] = [
    rowNumberColumn(),
    { accessor: 'kode_ujian', title: 'Kode Ujian', sortable: true },
    { accessor: 'nama_ujian', title: 'Nama Ujian', sortable: true },
    { accessor: 'master_materi', title: 'Master Materi', sortable: true },
    {
      accessor: 'materi',
      title: 'Materi',
      render: (e) =>
        e.materi.length ? (
          <Text size="sm" maw={220}>
            {e.materi.map((m) => m.kode_ujian).join(', ')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            -
          </Text>
        ),
    },
    { accessor: 'type_ujian', title: 'Jenis', sortable: true },
  ];
  if (withSchedule) {
    columns.push(
      { accessor: 'pass_ujian', title: 'Password', render: (e) => e.pass_ujian ?? '-' },
      {
        accessor: 'kelas',
        title: 'Kelas',
        sortable: true,
        render: (e) => (e.nama_matkul ? `${e.nama_matkul} (${e.kelas ?? '-'})` : (e.kelas ?? '-')),
      },
      { accessor: 'jumlah_soal_PG', title: 'Soal PG', sortable: true },
      { accessor: 'jumlah_soal_essay', title: 'Soal Essay', sortable: true },
      { accessor: 'mulai', title: 'Mulai', sortable: true, render: (e) => e.mulai ?? '-' },
      { accessor: 'selesai', title: 'Selesai', sortable: true, render: (e) => e.selesai ?? '-' },
    );
  } else {
    columns.push({ accessor: 'jumlah_soal_PG', title: 'Jumlah Soal', sortable: true });
  }
  columns.push(
    { accessor: 'waktu_ujian', title: 'Waktu', sortable: true, render: (e) => `${e.waktu_ujian} menit` },
    {
      accessor: 'actions',
      title: 'Aksi',
      textAlign: 'right',
      render: (e) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`Edit ${e.kode_ujian}`}
            onClick={() => onEdit(e)}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            aria-label={`Hapus ${e.kode_ujian}`}
            onClick={() => onDelete(e)}
          >
            Hapus
          </Button>
        </Group>
      ),
    },
  );
  return (
    <DataTable<StaffUjian> records={records} fetching={fetching} idAccessor="id_ujian" columns={columns} />
  );
}
