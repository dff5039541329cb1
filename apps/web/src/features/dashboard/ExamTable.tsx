import { Anchor, Text } from '@mantine/core';
import { ARCHIVE_MSG } from '@tryout/shared/archive';
import type { ArchivableUjian } from '@tryout/shared/exam-course-archive';
import { Link } from 'react-router';
import { ArchiveButton, ArchivedBadge, confirmArchive } from '../../components/BankArchive';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { actionsColumn, RowActions } from '../../components/RowActions';

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
  onArchive,
}: {
  records: ArchivableUjian[] | undefined;
  fetching?: boolean;
  withSchedule: boolean;
  onEdit: (e: ArchivableUjian) => void;
  onDelete: (e: ArchivableUjian) => void;
  /** 'Arsipkan' (true) or 'Pulihkan' (false), offered on the rows the reader may archive */
  onArchive: (e: ArchivableUjian, arsip: boolean) => void;
}) {
  const columns: DataTableColumn<ArchivableUjian>[] = [
    {
      accessor: 'kode_ujian',
      title: 'Kode Ujian',
      sortable: true,
      // (the 'Diarsipkan' mark wraps under a long code instead of running into the next column)
      render: (e) => (
        <>
          {e.kode_ujian}
          <ArchivedBadge at={e.diarsipkan_pada} />
        </>
      ),
    },
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
      {
        accessor: 'peserta',
        title: 'Peserta',
        // course exams: the participants and 'Buka Sesi' (features/course-seats)
        render: (e) =>
          e.kategori === 'matkul' ? (
            <Anchor
              component={Link}
              to={`/peserta-ujian/${e.id_ujian}`}
              size="sm"
              aria-label={`Peserta ${e.kode_ujian}`}
            >
              Peserta
            </Anchor>
          ) : (
            '-'
          ),
      },
    );
  } else {
    columns.push({ accessor: 'jumlah_soal_PG', title: 'Jumlah Soal', sortable: true });
  }
  columns.push(
    { accessor: 'waktu_ujian', title: 'Waktu', sortable: true, render: (e) => `${e.waktu_ujian} menit` },
    actionsColumn((e) => (
      <RowActions name={e.kode_ujian} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)}>
        {e.boleh_arsip && (
          <ArchiveButton
            name={e.kode_ujian}
            archivedAt={e.diarsipkan_pada}
            onArchive={(arsip) =>
              arsip
                ? confirmArchive(ARCHIVE_MSG.examArchiveTitle, ARCHIVE_MSG.examArchiveConfirm, () =>
                    onArchive(e, true),
                  )
                : onArchive(e, false)
            }
          />
        )}
      </RowActions>
    )),
  );
  return (
    <DataTable<ArchivableUjian>
      records={records}
      fetching={fetching}
      idAccessor="id_ujian"
      columns={columns}
    />
  );
}
