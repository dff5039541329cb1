import {
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  Modal,
  NumberInput,
  Radio,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { TOEFL_TYPES } from '@tryout/shared/constants';
import { useState } from 'react';
import { confirmDelete } from '../../components/confirmDelete';
import { DataTable, rowNumberColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAddMateri } from './addMateri';
import { useDeleteMasterMateri } from './deleteMasterMateri';
import { useEditMasterMateri } from './editMasterMateri';
import { type Materi, useMasterMateri } from './getMasterMateri';

const TOEFL_DUPLICATE = 'Toefl sudah ada';
const REQUIRED = 'Data tidak boleh kosong';

interface FormState {
  id: number | null;
  kode_ujian: string;
  deskripsi: string;
  waktu: number | string;
  urutan: number | string;
  is_toefl: boolean;
  toefl_type: string;
}

const empty: FormState = {
  id: null,
  kode_ujian: '',
  deskripsi: '',
  waktu: '',
  urutan: '',
  is_toefl: false,
  toefl_type: '1',
};

/** /master-materi — subject (materi) management (spec §2.6 Master Materi). */
export default function MasterMateriPage() {
  const list = useMasterMateri();
  const add = useAddMateri();
  const edit = useEditMasterMateri();
  const remove = useDeleteMasterMateri();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});

  const set = <K extends keyof FormState>(k: K, v: FormState[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));

  function validate(f: FormState) {
    const e: typeof errors = {};
    if (!f.kode_ujian.trim()) e.kode_ujian = REQUIRED;
    if (!f.deskripsi.trim()) e.deskripsi = REQUIRED;
    if (f.waktu === '' || Number(f.waktu) < 0) e.waktu = f.waktu === '' ? REQUIRED : 'Minimal 0';
    if (f.urutan === '' || Number(f.urutan) < 0) e.urutan = f.urutan === '' ? REQUIRED : 'Minimal 0';
    setErrors(e);
    return Object.keys(e).length === 0;
  }

  function save() {
    if (!form || !validate(form)) return;
    const body = {
      kode_ujian: form.kode_ujian.trim(),
      deskripsi: form.deskripsi.trim(),
      waktu: Number(form.waktu),
      urutan: Number(form.urutan),
    };
    if (form.id == null) {
      add.mutate(
        {
          ...body,
          is_toefl: form.is_toefl ? 1 : 0,
          toefl_type: form.is_toefl ? Number(form.toefl_type) : null,
        },
        {
          onSuccess: () => {
            notifySuccess('Berhasil Menambah Data');
            setForm(null);
          },
          onError: (err) =>
            err.message === TOEFL_DUPLICATE
              ? notifyError(TOEFL_DUPLICATE, undefined, { title: 'Error Menambah Data' })
              : notifyError(err.message || 'Error Menambah Data', undefined, {
                  title: 'Error Menambah Data',
                }),
        },
      );
    } else {
      edit.mutate(
        { ...body, id: form.id },
        {
          onSuccess: () => {
            notifySuccess('Berhasil Di Rubah');
            setForm(null);
          },
          onError: (err) => notifyError(err, 'Terjadi Kesalahan Harap Coba Lagi'),
        },
      );
    }
  }

  function onDelete(m: Materi) {
    confirmDelete('Delete Materi ?', () =>
      remove.mutate(m.id, {
        onSuccess: () => notifySuccess('Berhasil Di Hapus'),
        onError: (err) =>
          notifyError(err.message || 'Error Menghapus Data', undefined, { title: 'Error Menghapus Data' }),
      }),
    );
  }

  function openEdit(m: Materi) {
    setErrors({});
    setForm({
      id: m.id,
      kode_ujian: m.kode_ujian,
      deskripsi: m.deskripsi,
      waktu: m.waktu ?? '',
      urutan: m.urutan,
      is_toefl: m.is_toefl === '1',
      toefl_type: String(m.toefl_type ?? 1),
    });
  }

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>Master Materi</Title>
          <Button
            onClick={() => {
              setErrors({});
              setForm({ ...empty });
            }}
          >
            Tambah Materi
          </Button>
        </Group>
        <DataTable<Materi>
          records={list.data}
          fetching={list.isLoading}
          idAccessor="id"
          columns={[
            rowNumberColumn(),
            { accessor: 'kode_ujian', title: 'Kode Materi', sortable: true },
            { accessor: 'deskripsi', title: 'Deskripsi', sortable: true },
            {
              accessor: 'waktu',
              title: 'Waktu',
              sortable: true,
              render: (m) => (m.waktu ? `${m.waktu} menit` : '-'),
            },
            { accessor: 'urutan', title: 'Urutan', sortable: true },
            {
              accessor: 'actions',
              title: 'Aksi',
              textAlign: 'right',
              render: (m) =>
                m.is_toefl === '1' ? (
                  <Badge variant="light" color="grape">
                    TOEFL {TOEFL_TYPES[m.toefl_type as keyof typeof TOEFL_TYPES] ?? ''}
                  </Badge>
                ) : (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Edit ${m.kode_ujian}`}
                      onClick={() => openEdit(m)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`Hapus ${m.kode_ujian}`}
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
        title={form?.id == null ? 'Tambah Materi' : 'Edit Materi'}
        fullScreen={isPhone}
        centered
      >
        {form && (
          <Stack gap="sm">
            <TextInput
              label="Kode Ujian"
              required
              value={form.kode_ujian}
              error={errors.kode_ujian}
              onChange={(e) => set('kode_ujian', e.currentTarget.value)}
            />
            <TextInput
              label="Deskripsi"
              required
              value={form.deskripsi}
              error={errors.deskripsi}
              onChange={(e) => set('deskripsi', e.currentTarget.value)}
            />
            <NumberInput
              label="Waktu"
              description="Dalam menit"
              required
              min={0}
              step={1}
              allowDecimal={false}
              value={form.waktu}
              error={errors.waktu}
              onChange={(v) => set('waktu', v)}
            />
            <NumberInput
              label="Urutan"
              required
              min={0}
              step={1}
              allowDecimal={false}
              value={form.urutan}
              error={errors.urutan}
              onChange={(v) => set('urutan', v)}
            />
            {form.id == null && (
              <Checkbox
                label="Toefl"
                checked={form.is_toefl}
                onChange={(e) => set('is_toefl', e.currentTarget.checked)}
              />
            )}
            {form.id == null && form.is_toefl && (
              <Radio.Group label="Tipe Toefel" value={form.toefl_type} onChange={(v) => set('toefl_type', v)}>
                <Group mt="xs">
                  {Object.entries(TOEFL_TYPES).map(([k, name]) => (
                    <Radio key={k} value={k} label={name} />
                  ))}
                </Group>
              </Radio.Group>
            )}
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setForm(null)}>
                Cancel
              </Button>
              <Button onClick={save} loading={add.isPending || edit.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
