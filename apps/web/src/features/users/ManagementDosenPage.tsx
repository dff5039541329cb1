import {
  Badge,
  Button,
  Container,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ADMIN_PRODI, PASSWORD_MIN, PROGRAMMES } from '@tryout/shared/constants';
import { STAFF_MSG, type StaffUserRow } from '@tryout/shared/staff';
import { useState } from 'react';
import { confirmDelete } from '../../components/confirmDelete';
import { DataTable, rowNumberColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatWib } from '../../lib/dates';
import { useAddDosen } from './addDosen';
import { useDeleteDosen } from './deleteDosen';
import { useEditDosen } from './editDosen';
import { useDosen } from './getDosen';

interface FormState {
  id: number | null;
  nidn: string;
  nama_dosen: string;
  password: string;
  role: 'admin' | 'dosen';
  prodi: string | null;
}

/** /management-dosen — 'Daftar User', lecturer and admin accounts (admin only, spec §2.6). */
export default function ManagementDosenPage() {
  const list = useDosen();
  const add = useAddDosen();
  const edit = useEditDosen();
  const remove = useDeleteDosen();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));

  function save() {
    if (!form) return;
    const isNew = form.id == null;
    const e: typeof errors = {};
    if (isNew && !form.nidn.trim()) e.nidn = STAFF_MSG.nidnRequired;
    if (!form.nama_dosen.trim()) e.nama_dosen = STAFF_MSG.namaDosenRequired;
    if (isNew && !form.password) e.password = STAFF_MSG.passwordRequired;
    else if (form.password && form.password.length < PASSWORD_MIN) e.password = STAFF_MSG.passwordMin;
    if (form.role === 'dosen' && !form.prodi) e.prodi = STAFF_MSG.prodiRequired;
    setErrors(e);
    if (Object.keys(e).length) return;
    const prodi = form.role === 'admin' ? ADMIN_PRODI : (form.prodi ?? undefined);
    const onError = (err: Error) => notifyError(err, STAFF_MSG.failedRetry, { title: STAFF_MSG.failed });
    if (isNew) {
      add.mutate(
        {
          nidn: form.nidn.trim(),
          nama_dosen: form.nama_dosen.trim(),
          password: form.password,
          role: form.role,
          prodi,
        },
        {
          onSuccess: () => {
            notifySuccess(STAFF_MSG.added);
            setForm(null);
          },
          onError,
        },
      );
    } else {
      edit.mutate(
        {
          id: form.id as number,
          nama_dosen: form.nama_dosen.trim(),
          password: form.password || undefined,
          role: form.role,
          prodi,
        },
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

  function onDelete(u: StaffUserRow) {
    confirmDelete('Delete User ?', () =>
      remove.mutate(u.id, {
        onSuccess: () => notifySuccess(STAFF_MSG.userDeleted, { title: 'Info' }),
        onError: (err) => notifyError(err, STAFF_MSG.failedRetry, { title: STAFF_MSG.failed }),
      }),
    );
  }

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>Daftar User</Title>
          <Button
            onClick={() => {
              setErrors({});
              setForm({ id: null, nidn: '', nama_dosen: '', password: '', role: 'dosen', prodi: null });
            }}
          >
            Tambah User
          </Button>
        </Group>
        <DataTable<StaffUserRow>
          records={list.data}
          fetching={list.isLoading}
          idAccessor="id"
          columns={[
            rowNumberColumn(),
            { accessor: 'nidn', title: 'Kode Akses', sortable: true },
            { accessor: 'nama_dosen', title: 'Nama Dosen', sortable: true },
            { accessor: 'prodi', title: 'Prodi', sortable: true },
            {
              accessor: 'role',
              title: 'Role',
              sortable: true,
              render: (u) => (
                <Badge variant="light" color={u.role === 'admin' ? 'grape' : 'blue'}>
                  {u.role}
                </Badge>
              ),
            },
            {
              accessor: 'updated_at',
              title: 'Diubah',
              sortable: true,
              render: (u) => formatWib(u.updated_at),
            },
            {
              accessor: 'actions',
              title: 'Aksi',
              textAlign: 'right',
              render: (u) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`Edit ${u.nidn}`}
                    onClick={() => {
                      setErrors({});
                      setForm({
                        id: u.id,
                        nidn: u.nidn,
                        nama_dosen: u.nama_dosen,
                        password: '',
                        role: u.role,
                        prodi: u.role === 'admin' ? null : u.prodi,
                      });
                    }}
                  >
                    Edit
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={`Hapus ${u.nidn}`}
                    onClick={() => onDelete(u)}
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
        title={form?.id == null ? 'Form Tambah User' : 'Form Edit User'}
        fullScreen={isPhone}
        centered
      >
        {form && (
          <Stack gap="sm">
            <TextInput
              label="Kode Akses (NIDN)"
              required
              disabled={form.id != null}
              value={form.nidn}
              error={errors.nidn}
              onChange={(e) => set('nidn', e.currentTarget.value)}
            />
            <TextInput
              label="Nama Dosen"
              required
              value={form.nama_dosen}
              error={errors.nama_dosen}
              onChange={(e) => set('nama_dosen', e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              required={form.id == null}
              description={form.id != null ? 'Kosongkan jika tidak ingin mengubah password' : undefined}
              value={form.password}
              error={errors.password}
              onChange={(e) => set('password', e.currentTarget.value)}
            />
            <Select
              label="Role"
              required
              data={[
                { value: 'dosen', label: 'Dosen' },
                { value: 'admin', label: 'Admin' },
              ]}
              value={form.role}
              allowDeselect={false}
              onChange={(v) => set('role', (v ?? 'dosen') as 'admin' | 'dosen')}
            />
            {form.role === 'dosen' && (
              <Select
                label="Prodi"
                required
                placeholder="Pilih prodi"
                data={[...PROGRAMMES]}
                value={form.prodi}
                error={errors.prodi}
                onChange={(v) => set('prodi', v)}
              />
            )}
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
