import { Button, Group, Select, TextInput } from '@mantine/core';
import { ARCHIVE_MSG } from '@tryout/shared/archive';
import type { ArchivableMatkul } from '@tryout/shared/exam-course-archive';
import { type Matkul, matkulSchema } from '@tryout/shared/staff/courses';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { useDosen } from '../../api/staff/getDosen';
import { useMatkul } from '../../api/staff/getMatkul';
import {
  ArchiveButton,
  ArchivedBadge,
  ArchiveSwitch,
  confirmArchive,
  refocusAfterArchive,
} from '../../components/BankArchive';
import { CrudModal, textField, valueField } from '../../components/CrudModal';
import { confirmDelete, deleteRefusedOr } from '../../components/confirmDelete';
import { DataTable, updatedAtColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { ProdiSelect } from '../../components/ProdiSelect';
import { actionsColumn, RowActions, RowButton } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { useAddMatkul } from './addMatkul';
import { useArchiveMatkul } from './archiveMatkul';
import { useDeleteMatkul } from './deleteMatkul';
import { useEditMatkul } from './editMatkul';

interface FormValues {
  nama_matkul: string;
  id_dosen: string | null;
  kelas: string;
  prodi: string | null;
}
type Editing = { id: number | null; values: FormValues };

const BLANK: FormValues = { nama_matkul: '', id_dosen: null, kelas: '', prodi: null };
const fromRow = (m: Matkul): FormValues => ({
  nama_matkul: m.nama_matkul,
  id_dosen: String(m.id_dosen),
  kelas: m.kelas,
  prodi: m.prodi,
});
const onError = (err: Error) => notifyError(err, STAFF_MSG.failedRetry, { title: STAFF_MSG.failed });

/**
 * /management-matkul — 'Daftar Matakuliah' (spec §2.6); archived courses only with 'Tampilkan
 * arsip' (docs/decisions/0016).
 */
export default function ManagementMatkulPage() {
  const [showArchive, setShowArchive] = useState(false);
  const list = useMatkul(showArchive);
  const archive = useArchiveMatkul();
  const dosen = useDosen({ retry: false });
  const me = useDosenDetail();
  const navigate = useNavigate();
  const add = useAddMatkul();
  const edit = useEditMatkul();
  const remove = useDeleteMatkul();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  const done = (message: string) => () => {
    notifySuccess(message);
    close();
  };

  function save(body: z.output<typeof matkulSchema>) {
    const id = editing?.id;
    if (id == null) add.mutate(body, { onSuccess: done(STAFF_MSG.added), onError });
    else edit.mutate({ ...body, id }, { onSuccess: done(STAFF_MSG.updated), onError });
  }

  /** 'Arsipkan' (hidden from the lists and the exam form, its exams and results kept) or 'Pulihkan'. */
  function onArchive(m: ArchivableMatkul, arsip: boolean) {
    archive.mutate(
      { id: m.id_matkul, arsip },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          refocusAfterArchive();
        },
        onError,
      },
    );
  }

  /** A course with exams is refused (409): its dialog offers 'Arsipkan'. */
  function onDelete(m: ArchivableMatkul) {
    confirmDelete('Hapus Matakuliah ?', () =>
      remove.mutate(m.id_matkul, {
        onSuccess: () => notifySuccess(STAFF_MSG.removed),
        onError: deleteRefusedOr(
          'Hapus Matakuliah ?',
          mine(m) && !m.diarsipkan_pada ? () => onArchive(m, true) : undefined,
          onError,
        ),
      }),
    );
  }

  // a lecturer's course is theirs: only an admin chooses (or changes) the lecturer (GET /dosen is admin-only)
  const isAdmin = me.data?.role === 'admin';
  /** its lecturer's and the admins': the student list, the archive */
  const mine = (m: Matkul) => isAdmin || me.data?.id === m.id_dosen;
  const own = me.data && !isAdmin ? String(me.data.id) : null;
  const lecturers = (dosen.data ?? [])
    .filter((d) => d.role === 'dosen')
    .map((d) => ({ value: String(d.id), label: `${d.nama_dosen} (${d.nidn})` }));

  return (
    <StaffPage
      title="Daftar Matakuliah"
      actions={
        <Group gap="md" wrap="wrap">
          <ArchiveSwitch checked={showArchive} onChange={setShowArchive} />
          <Button
            disabled={!me.data}
            onClick={() => setEditing({ id: null, values: { ...BLANK, id_dosen: own } })}
          >
            Tambah Data
          </Button>
        </Group>
      }
      after={
        <CrudModal
          title={editing?.id == null ? 'Form Tambah Matakuliah' : 'Form Edit Matakuliah'}
          values={editing?.values ?? null}
          schema={matkulSchema}
          onClose={close}
          onSubmit={save}
          submitting={add.isPending || edit.isPending}
          submitLabel={editing?.id == null ? 'Tambah' : 'Ubah'}
        >
          {(form) => (
            <>
              <TextInput label="Nama Matakuliah" required {...textField(form, 'nama_matkul')} />
              {isAdmin && (
                <Select
                  label="Nama Dosen"
                  required
                  searchable
                  placeholder="Pilih dosen"
                  data={lecturers}
                  nothingFoundMessage="Tidak Ada Data"
                  {...valueField(form, 'id_dosen')}
                />
              )}
              <TextInput label="Kelas" required {...textField(form, 'kelas')} />
              <ProdiSelect {...valueField(form, 'prodi')} />
            </>
          )}
        </CrudModal>
      }
    >
      <DataTable<ArchivableMatkul>
        query={list}
        idAccessor="id_matkul"
        columns={[
          {
            accessor: 'nama_matkul',
            title: 'Nama Matakuliah',
            sortable: true,
            render: (m) => (
              <>
                {m.nama_matkul}
                <ArchivedBadge at={m.diarsipkan_pada} />
              </>
            ),
          },
          { accessor: 'nidn', title: 'Kode Dosen', sortable: true },
          { accessor: 'nama_dosen', title: 'Nama Dosen', sortable: true },
          { accessor: 'kelas', title: 'Kelas', sortable: true },
          { accessor: 'prodi', title: 'Prodi', sortable: true },
          updatedAtColumn(),
          actionsColumn((m) => (
            <RowActions
              name={m.nama_matkul}
              onEdit={() => setEditing({ id: m.id_matkul, values: fromRow(m) })}
              onDelete={() => onDelete(m)}
            >
              {/* the course's student list and its archive: its lecturer's and the admins' */}
              {mine(m) && (
                <RowButton
                  label="Mahasiswa"
                  name={m.nama_matkul}
                  color="teal"
                  onClick={() => navigate(`/matkul/${m.id_matkul}/mahasiswa`)}
                />
              )}
              {mine(m) && (
                <ArchiveButton
                  name={m.nama_matkul}
                  archivedAt={m.diarsipkan_pada}
                  onArchive={(arsip) =>
                    arsip
                      ? confirmArchive(ARCHIVE_MSG.courseArchiveTitle, ARCHIVE_MSG.courseArchiveConfirm, () =>
                          onArchive(m, true),
                        )
                      : onArchive(m, false)
                  }
                />
              )}
            </RowActions>
          )),
        ]}
      />
    </StaffPage>
  );
}
