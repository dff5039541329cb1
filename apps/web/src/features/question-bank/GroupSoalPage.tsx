import {
  Button,
  Container,
  Group,
  Modal,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { confirmDelete } from '../../components/confirmDelete';
import { DataTable, rowNumberColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAddGroupSoal } from './addGroupSoal';
import { useDeleteGroupSoal } from './deleteGroupSoal';
import { type GroupSoal, useGroupSoal } from './getGroupSoal';
import { useMateriOptions } from './getMasterMateri';
import { useUpdateGroupSoal } from './updateGroupSoal';

const EMPTY = 'Data tidak boleh kosong';
const RETRY = 'Error, Silahkan Coba Lagi Nanti';

interface FormState {
  id: number | null;
  nama_group: string;
  jumlah_soal_ujian: number | string;
  urutan: number | string;
  deskripsi: string;
}

/** /group-soal — question groups per materi (spec §2.6 Group soal). */
export default function GroupSoalPage() {
  const [params, setParams] = useSearchParams();
  const materiId = params.get('materi') ? Number(params.get('materi')) : null;
  const materi = useMateriOptions();
  const groups = useGroupSoal(materiId);
  const add = useAddGroupSoal();
  const update = useUpdateGroupSoal();
  const remove = useDeleteGroupSoal();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [form, setForm] = useState<FormState | null>(null);
  const [invalid, setInvalid] = useState(false);
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));

  const blank = (v: string | number) => v === '' || v === 0 || (typeof v === 'string' && !v.trim());

  function save() {
    if (!form) return;
    if ([form.nama_group, form.jumlah_soal_ujian, form.urutan, form.deskripsi].some(blank)) {
      setInvalid(true);
      notifyError(EMPTY);
      return;
    }
    const body = {
      nama_group: form.nama_group.trim(),
      jumlah_soal_ujian: Number(form.jumlah_soal_ujian),
      urutan: Number(form.urutan),
      deskripsi: form.deskripsi.trim(),
    };
    const done = (msg: string) => () => {
      notifySuccess(msg);
      setForm(null);
    };
    const failed = (err: Error) => notifyError(err.message || RETRY, RETRY, { title: RETRY });
    if (form.id == null) {
      add.mutate(
        { ...body, master_materi: materiId as number },
        { onSuccess: done('Success Menambah Data'), onError: failed },
      );
    } else {
      update.mutate({ ...body, id: form.id }, { onSuccess: done('Success Mengubah Data'), onError: failed });
    }
  }

  function onDelete(g: GroupSoal) {
    confirmDelete('Delete Group Soal ?', () =>
      remove.mutate(g.id, {
        onSuccess: () => notifySuccess('Success Menghapus Data'),
        onError: (err) =>
          err instanceof ApiError && err.status === 404
            ? notifyError('Error Menghapus Data')
            : notifyError(err.message || RETRY, RETRY, { title: RETRY }),
      }),
    );
  }

  const err = (v: string | number) => (invalid && blank(v) ? EMPTY : undefined);
  const selected = materi.data?.find((m) => m.id === materiId);

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={2}>Group Soal</Title>
        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Pilih Materi"
              placeholder="Pilih materi"
              searchable
              w={{ base: '100%', sm: 360 }}
              data={(materi.data ?? []).map((m) => ({
                value: String(m.id),
                label: `${m.kode_ujian} — ${m.deskripsi}`,
              }))}
              value={materiId == null ? null : String(materiId)}
              onChange={(v) => setParams(v ? { materi: v } : {}, { replace: true })}
              nothingFoundMessage="Tidak Ada Data"
            />
            <Button
              disabled={materiId == null}
              onClick={() => {
                setInvalid(false);
                setForm({ id: null, nama_group: '', jumlah_soal_ujian: '', urutan: '', deskripsi: '' });
              }}
            >
              Tambah Group Soal
            </Button>
          </Group>
        </Paper>
        {materiId == null ? (
          <Text c="dimmed">Pilih materi untuk melihat group soal.</Text>
        ) : (
          <DataTable<GroupSoal>
            records={groups.data}
            fetching={groups.isLoading}
            idAccessor="id"
            pinLastColumn={false}
            columns={[
              rowNumberColumn(),
              { accessor: 'nama_group', title: 'Nama Group', sortable: true },
              { accessor: 'jumlah_soal_ujian', title: 'Jumlah Soal Ujian', sortable: true },
              { accessor: 'jumlah_soal', title: 'Soal Tersimpan', sortable: true },
              { accessor: 'urutan', title: 'Urutan', sortable: true },
              { accessor: 'deskripsi', title: 'Deskripsi' },
              {
                accessor: 'actions',
                title: 'Aksi',
                textAlign: 'right',
                render: (g) => (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      component={Link}
                      to={`/group-soal/bank-soal/${g.id}/${g.master_materi}`}
                      aria-label={`Bank Soal ${g.nama_group}`}
                    >
                      Bank Soal
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="teal"
                      component={Link}
                      to={`/group-soal/view-all-soal/${g.id}`}
                      aria-label={`View All Soal ${g.nama_group}`}
                    >
                      View All Soal
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      aria-label={`Edit ${g.nama_group}`}
                      onClick={() => {
                        setInvalid(false);
                        setForm({
                          id: g.id,
                          nama_group: g.nama_group,
                          jumlah_soal_ujian: g.jumlah_soal_ujian,
                          urutan: g.urutan,
                          deskripsi: g.deskripsi,
                        });
                      }}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`Hapus ${g.nama_group}`}
                      onClick={() => onDelete(g)}
                    >
                      Hapus
                    </Button>
                  </Group>
                ),
              },
            ]}
          />
        )}
      </Stack>

      <Modal
        opened={form != null}
        onClose={() => setForm(null)}
        title={form?.id == null ? 'Tambah Group Soal' : 'Edit Group Soal'}
        fullScreen={isPhone}
        centered
      >
        {form && (
          <Stack gap="sm">
            {selected && (
              <Text size="sm" c="dimmed">
                Materi: {selected.kode_ujian}
              </Text>
            )}
            <TextInput
              label="Nama Group"
              required
              value={form.nama_group}
              error={err(form.nama_group)}
              onChange={(e) => set('nama_group', e.currentTarget.value)}
            />
            <NumberInput
              label="Jumlah Soal Ujian"
              required
              min={0}
              step={1}
              allowDecimal={false}
              value={form.jumlah_soal_ujian}
              error={err(form.jumlah_soal_ujian)}
              onChange={(v) => set('jumlah_soal_ujian', v)}
            />
            <NumberInput
              label="Urutan"
              required
              min={0}
              step={1}
              allowDecimal={false}
              value={form.urutan}
              error={err(form.urutan)}
              onChange={(v) => set('urutan', v)}
            />
            <Textarea
              label="Deskripsi"
              required
              autosize
              minRows={2}
              value={form.deskripsi}
              error={err(form.deskripsi)}
              onChange={(e) => set('deskripsi', e.currentTarget.value)}
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={() => setForm(null)}>
                Cancel
              </Button>
              <Button onClick={save} loading={add.isPending || update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
