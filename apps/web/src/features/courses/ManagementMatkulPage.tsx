import { Button, Container, Group, Modal, Select, Stack, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PROGRAMMES } from '@tryout/shared/constants';
import { type Matkul, STAFF_MSG } from '@tryout/shared/staff';
import { useState } from 'react';
import { confirmDelete } from '../../components/confirmDelete';
import { DataTable, rowNumberColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatWib } from '../../lib/dates';
import { useAddMatkul } from './addMatkul';
import { useDeleteMatkul } from './deleteMatkul';
import { useDosenDetail } from './dosenDetail';
import { useEditMatkul } from './editMatkul';
import { useDosenOptions } from './getDosen';
import { useMatkul } from './getMatkul';

interface FormState {
  id: number | null;
  nama_matkul: string;
  id_dosen: string | null;
  kelas: string;
  prodi: string | null;
}

/** /management-matkul — 'Daftar Matakuliah' (spec §2.6). */
export default function ManagementMatkulPage() {
  const list = useMatkul();
  const dosen = useDosenOptions();
  const me = useDosenDetail();
  const add = useAddMatkul();
  const edit = useEditMatkul();
  const remove = useDeleteMatkul();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));

  function save() {
    if (!form) return;
    const e: typeof errors = {};
    if (!form.nama_matkul.trim()) e.nama_matkul = STAFF_MSG.namaMatkulRequired;
    if (!form.id_dosen) e.id_dosen = STAFF_MSG.namaDosenRequired;
    if (!form.kelas.trim()) e.kelas = STAFF_MSG.kelasRequired;
    if (!form.prodi) e.prodi = STAFF_MSG.prodiRequired;
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = {
      nama_matkul: form.nama_matkul.trim(),
      id_dosen: Number(form.id_dosen),
      kelas: form.kelas.trim(),
      prodi: form.prodi as string,
    };
    const onError = (err: Error) => notifyError(err, STAFF_MSG.failedRetry, { title: STAFF_MSG.failed });
    if (form.id == null) {
      add.mutate(body, {
        onSuccess: () => {
          notifySuccess(STAFF_MSG.added);
          setForm(null);
        },
        onError,
      });
    } else {
      edit.mutate(
        { ...body, id: form.id },
        {
          onSuccess: () => {
            notifySuccess(STAFF_MSG.updated);
            setForm(null);
          },
          onError,
        },
      );
    }
  }

  function onDelete(m: Matkul) {
    confirmDelete('Delete Matakuliah ?', () =>
      remove.mutate(m.id_matkul, {
        onSuccess: () => notifySuccess(STAFF_MSG.removed),
        onError: (err) => notifyError(err, STAFF_MSG.failedRetry, { title: STAFF_MSG.failed }),
      }),
    );
  }

  // GET /dosen is for admins; a lecturer can only pick themselves
  const people = dosen.data?.filter((d) => d.role === 'dosen') ?? (me.data ? [me.data] : []);
  const lecturers = people.map((d) => ({ value: String(d.id), label: `${d.nama_dosen} (${d.nidn})` }));

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>Daftar Matakuliah</Title>
          <Button
            onClick={() => {
              setErrors({});
              setForm({ id: null, nama_matkul: '', id_dosen: null, kelas: '', prodi: null });
            }}
          >
            Tambah Data
          </Button>
        </Group>
        <DataTable<Matkul>
          records={list.data}
          fetching={list.isLoading}
          idAccessor="id_matkul"
          columns={[
            rowNumberColumn(),
            { accessor: 'nama_matkul', title: 'Nama Matakuliah', sortable: true },
            { accessor: 'nidn', title: 'Kode Dosen', sortable: true },
            { accessor: 'nama_dosen', title: 'Nama Dosen', sortable: true },
            { accessor: 'kelas', title: 'Kelas', sortable: true },
            { accessor: 'prodi', title: 'Prodi', sortable: true },
            {
              accessor: 'updated_at',
              title: 'Diubah',
              sortable: true,
              render: (m) => formatWib(m.updated_at),
            },
            {
              accessor: 'actions',
              title: 'Aksi',
              textAlign: 'right',
              render: (m) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`Edit ${m.nama_matkul}`}
                    onClick={() => {
                      setErrors({});
                      setForm({
                        id: m.id_matkul,
                        nama_matkul: m.nama_matkul,
                        id_dosen: String(m.id_dosen),
                        kelas: m.kelas,
                        prodi: m.prodi,
                      });
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`Hapus ${m.nama_matkul}`}
                    onClick={() => onDelete(m)}
                  >
                    Hapus
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      </Stack>
      <Modal
        opened={form != null}
        onClose={() => setForm(null)}
        title={form?.id == null ? 'Form Tambah Matakuliah' : 'Form Edit Matakuliah'}
        fullScreen={isPhone}
        centered
      >
        {form && (
          <Stack gap="sm">
            <TextInput
              label="Nama Matakuliah"
              required
              value={form.nama_matkul}
              error={errors.nama_matkul}
              onChange={(e) => set('nama_matkul', e.currentTarget.value)}
            />
            <Select
              label="Nama Dosen"
              required
              searchable
              placeholder="Pilih dosen"
              data={lecturers}
              value={form.id_dosen}
              error={errors.id_dosen}
              onChange={(v) => set('id_dosen', v)}
              nothingFoundMessage="Tidak Ada Data"
            />
            <TextInput
              label="Kelas"
              required
              value={form.kelas}
              error={errors.kelas}
              onChange={(e) => set('kelas', e.currentTarget.value)}
            />
            <Select
              label="Prodi"
              required
              placeholder="Pilih prodi"
              data={[...PROGRAMMES]}
              value={form.prodi}
              error={errors.prodi}
              onChange={(v) => set('prodi', v)}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setForm(null)}>
                Batal
              </Button>
              <Button onClick={save} loading={add.isPending || edit.isPending}>
                {form.id == null ? 'Tambah' : 'Ubah'}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
