import { Alert, Badge, Button, FileButton, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import type { RosterImportResult } from '@tryout/shared/roster';
import { ROSTER_MSG, type RosterStudent, rosterEntrySchema } from '@tryout/shared/roster';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { textField } from '../../components/CrudModal';
import { confirmDelete } from '../../components/confirmDelete';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { requiredField, useZodForm } from '../../components/zodForm';
import {
  useAkomodasi,
  useDaftarMahasiswa,
  useHapusMahasiswa,
  useImporMahasiswa,
  useKirimKode,
  useKodePribadi,
  useTambahMahasiswa,
} from './daftarMahasiswa';

/** 'Akomodasi': the time multipliers offered (the server takes ×1 to ×3). */
const MULTIPLIERS = [1, 1.25, 1.5, 2].map((m) => ({
  value: String(m),
  label: `×${String(m).replace('.', ',')}`,
}));

type EntryInput = z.input<typeof rosterEntrySchema>;
type EntryOutput = z.output<typeof rosterEntrySchema>;

/** A student typed in: NIM, name, e-mail ('Tambah'). */
function AddStudent({ idMatkul }: { idMatkul: number }) {
  const add = useTambahMahasiswa(idMatkul);
  const form = useZodForm<EntryInput, EntryOutput>(rosterEntrySchema, { nim: '', nama: '', email: '' });
  const submit = form.handleSubmit((entry) =>
    add.mutate(entry, {
      onSuccess: () => {
        notifySuccess(ROSTER_MSG.added);
        form.reset({ nim: '', nama: '', email: '' });
      },
      onError: (err) => notifyError(err),
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Tambah mahasiswa">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label="NIM" w={160} {...requiredField(form, 'nim')} />
        <TextInput label="Nama" w={240} {...requiredField(form, 'nama')} />
        <TextInput label="Email" w={240} {...textField(form, 'email')} />
        <Button type="submit" loading={add.isPending}>
          Tambah
        </Button>
      </Group>
    </form>
  );
}

/** What an import took and which rows it did not (with their row numbers). */
function ImportReport({ result }: { result: RosterImportResult }) {
  return (
    <Alert
      color={result.ditolak.length ? 'yellow' : 'green'}
      variant="light"
      title="Hasil impor"
      role="status"
    >
      <Text size="sm">
        {result.ditambah} mahasiswa ditambahkan, {result.diperbarui} diperbarui
        {result.ditolak.length ? `, ${result.ditolak.length} baris tidak dibaca:` : '.'}
      </Text>
      {result.ditolak.length > 0 && (
        <List size="sm" mt={4}>
          {result.ditolak.map((r) => (
            <List.Item key={r.baris}>
              Baris {r.baris}: {r.alasan}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/**
 * `/matkul/:id_matkul/mahasiswa` — a course's student list (docs/decisions/0018) for its lecturer or an
 * admin: typed or imported from Excel/CSV (columns NIM, Nama, Email); personal codes made and
 * printed. While the list has students, only their NIMs enter the course's exams.
 */
export default function RosterPage() {
  const idMatkul = Number(useParams().id_matkul);
  const list = useDaftarMahasiswa(idMatkul);
  const remove = useHapusMahasiswa(idMatkul);
  const importer = useImporMahasiswa(idMatkul);
  const codes = useKodePribadi(idMatkul);
  const mail = useKirimKode(idMatkul);
  const withCode = list.data?.mahasiswa.filter((s) => s.kode_pribadi).length ?? 0;
  const accommodation = useAkomodasi(idMatkul);
  const [report, setReport] = useState<RosterImportResult | null>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    setReport(null);
    importer.mutate(file, {
      onSuccess: (res) => {
        notifySuccess(res.message);
        setReport(res.data);
      },
      onError: (err) => notifyError(err),
    });
  };

  const columns: DataTableColumn<RosterStudent>[] = [
    { accessor: 'nim', title: 'NIM', sortable: true },
    { accessor: 'nama', title: 'Nama', sortable: true },
    { accessor: 'email', title: 'Email', render: (s) => s.email ?? '-' },
    {
      accessor: 'kode_pribadi',
      title: 'Kode Pribadi',
      render: (s) =>
        s.kode_pribadi ? (
          <Text ff="monospace" fw={700}>
            {s.kode_pribadi}
          </Text>
        ) : (
          '-'
        ),
    },
    {
      accessor: 'time_multiplier',
      title: 'Akomodasi',
      render: (s) => (
        <Select
          size="xs"
          w={90}
          aria-label={`Akomodasi ${s.nim}`}
          allowDeselect={false}
          data={MULTIPLIERS}
          value={String(s.time_multiplier)}
          onChange={(v) =>
            v &&
            accommodation.mutate(
              { id: s.id, pengali: Number(v) },
              { onSuccess: (res) => notifySuccess(res.message), onError: (err) => notifyError(err) },
            )
          }
        />
      ),
    },
    actionsColumn((s) => (
      <RowActions
        name={s.nim}
        onDelete={() =>
          confirmDelete('Hapus Mahasiswa ?', () =>
            remove.mutate(s.id, {
              onSuccess: () => notifySuccess(ROSTER_MSG.removed),
              onError: (err) => notifyError(err),
            }),
          )
        }
      />
    )),
  ];

  const course = list.data?.matkul;
  const count = list.data?.mahasiswa.length ?? 0;
  return (
    <StaffPage
      title="Daftar Mahasiswa"
      subtitle={course && `${course.nama_matkul} · Kelas ${course.kelas}`}
      actions={
        <Button variant="default" component={Link} to="/management-matkul">
          Kembali
        </Button>
      }
    >
      {list.isError ? (
        <Alert color="red" variant="light" title="Daftar mahasiswa tidak dapat dibuka" role="alert">
          {list.error instanceof ApiError ? list.error.message : 'Terjadi Kesalahan Harap Coba Lagi'}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Bila daftar ini berisi mahasiswa, hanya NIM di daftar yang dapat masuk ke ujian matakuliah ini,
            dengan nama dari daftar. Kode pribadi (bila dibuat) diminta di samping password ujian.
          </Text>
          <Group gap="sm">
            <Badge size="lg" variant="light">
              Mahasiswa: {count}
            </Badge>
            <FileButton onChange={onFile} accept=".xlsx,.csv,text/csv">
              {(props) => (
                <Button {...props} variant="light" loading={importer.isPending}>
                  Impor Excel / CSV
                </Button>
              )}
            </FileButton>
            <Button
              variant="light"
              color="grape"
              disabled={count === 0}
              loading={codes.isPending}
              onClick={() =>
                codes.mutate(undefined, {
                  onSuccess: (res) => notifySuccess(res.message),
                  onError: (err) => notifyError(err),
                })
              }
            >
              Buat Kode Pribadi
            </Button>
            <Button
              variant="light"
              color="grape"
              disabled={withCode === 0}
              loading={mail.isPending}
              onClick={() =>
                mail.mutate(undefined, {
                  onSuccess: (res) => {
                    const { tanpa_email, sudah_dikirim } = res.data;
                    const notes = [
                      tanpa_email > 0 ? `${tanpa_email} mahasiswa tanpa e-mail` : '',
                      sudah_dikirim > 0 ? `${sudah_dikirim} sudah dikirim sebelumnya` : '',
                    ].filter(Boolean);
                    notifySuccess(notes.length ? `${res.message} (${notes.join('; ')})` : res.message);
                  },
                  onError: (err) => notifyError(err),
                })
              }
            >
              Kirim Kode lewat E-mail
            </Button>
            <Button variant="default" disabled={count === 0} onClick={() => window.print()}>
              Cetak Daftar
            </Button>
          </Group>
          {report && <ImportReport result={report} />}
          <AddStudent idMatkul={idMatkul} />
          <DataTable<RosterStudent>
            records={list.data?.mahasiswa}
            fetching={list.isLoading}
            idAccessor="id"
            columns={columns}
            defaultPageSize={25}
            noRecordsText="Belum ada mahasiswa di daftar"
          />
        </Stack>
      )}
    </StaffPage>
  );
}
