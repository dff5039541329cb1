import { Badge, Button, PasswordInput, Select, TextInput } from '@mantine/core';
import { ADMIN_PRODI } from '@tryout/shared/constants';
import { MSG } from '@tryout/shared/messages';
import { everyField } from '@tryout/shared/staff/exams';
import { createDosenSchema, editDosenSchema, type StaffUserRow } from '@tryout/shared/staff/users';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import type { z } from 'zod';
import { useDosen } from '../../api/staff/getDosen';
import { CrudModal, textField, valueField } from '../../components/CrudModal';
import { confirmDelete } from '../../components/confirmDelete';
import { DataTable, updatedAtColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { ProdiSelect } from '../../components/ProdiSelect';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { useAddDosen } from './addDosen';
import { useDeleteDosen } from './deleteDosen';
import { useEditDosen } from './editDosen';

interface FormValues {
  nidn: string;
  nama_dosen: string;
  password: string;
  role: 'admin' | 'dosen';
  prodi: string | null;
}
type Editing = { id: number | null; values: FormValues };

/** A lecturer needs a programme; an admin gets ADMIN_PRODI. */
const prodiForLecturers = (v: { role: string; prodi?: string }, ctx: z.RefinementCtx) => {
  if (v.role === 'dosen' && !v.prodi)
    ctx.addIssue({ code: 'custom', message: STAFF_MSG.prodiRequired, path: ['prodi'] });
};
const createSchema = createDosenSchema.superRefine(prodiForLecturers, everyField);
const editSchema = editDosenSchema.superRefine(prodiForLecturers, everyField);
const withProdi = <T extends { role: 'admin' | 'dosen'; prodi?: string }>(v: T): T => ({
  ...v,
  prodi: v.role === 'admin' ? ADMIN_PRODI : v.prodi,
});

const BLANK: FormValues = { nidn: '', nama_dosen: '', password: '', role: 'dosen', prodi: null };
const fromRow = (u: StaffUserRow): FormValues => ({
  nidn: u.nidn,
  nama_dosen: u.nama_dosen,
  password: '',
  role: u.role,
  prodi: u.role === 'admin' ? null : u.prodi,
});
const onError = (err: Error) => notifyError(err, STAFF_MSG.failedRetry, { title: STAFF_MSG.failed });

/** /management-dosen — 'Daftar User', lecturer and admin accounts (admin only, spec §2.6). */
export default function ManagementDosenPage() {
  const list = useDosen();
  const add = useAddDosen();
  const edit = useEditDosen();
  const remove = useDeleteDosen();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const done = (message: string) => () => {
    notifySuccess(message);
    close();
  };
  const isNew = editing?.id == null;

  function save(body: z.output<typeof createSchema> | z.output<typeof editSchema>) {
    const id = editing?.id;
    if (id == null)
      add.mutate(withProdi(body as z.output<typeof createSchema>), {
        onSuccess: done(STAFF_MSG.added),
        onError,
      });
    else edit.mutate({ ...withProdi(body), id }, { onSuccess: done(STAFF_MSG.updated), onError });
  }

  function onDelete(u: StaffUserRow) {
    confirmDelete('Hapus User ?', () =>
      remove.mutate(u.id, {
        onSuccess: () => notifySuccess(STAFF_MSG.userDeleted, { title: MSG.infoTitle }),
        onError,
      }),
    );
  }

  return (
    <StaffPage
      title="Daftar User"
      actions={<Button onClick={() => setEditing({ id: null, values: BLANK })}>Tambah User</Button>}
      after={
        <CrudModal
          title={isNew ? 'Form Tambah User' : 'Form Edit User'}
          values={editing?.values ?? null}
          schema={isNew ? createSchema : editSchema}
          onClose={close}
          onSubmit={save}
          submitting={add.isPending || edit.isPending}
          submitLabel={isNew ? 'Tambah' : 'Ubah'}
        >
          {(form) => (
            <>
              <TextInput label="Kode Akses (NIDN)" required disabled={!isNew} {...textField(form, 'nidn')} />
              <TextInput label="Nama Dosen" required {...textField(form, 'nama_dosen')} />
              <PasswordInput
                label="Password"
                required={isNew}
                description={isNew ? undefined : 'Kosongkan jika tidak ingin mengubah password'}
                {...textField(form, 'password')}
              />
              <Select
                label="Role"
                required
                data={[
                  { value: 'dosen', label: 'Dosen' },
                  { value: 'admin', label: 'Admin' },
                ]}
                allowDeselect={false}
                {...valueField(form, 'role')}
              />
              {form.watch('role') === 'dosen' && <ProdiSelect {...valueField(form, 'prodi')} />}
            </>
          )}
        </CrudModal>
      }
    >
      <DataTable<StaffUserRow>
        query={list}
        idAccessor="id"
        columns={[
          { accessor: 'nidn', title: 'Kode Akses', sortable: true },
          { accessor: 'nama_dosen', title: 'Nama Dosen', sortable: true },
          { accessor: 'prodi', title: 'Prodi', sortable: true },
          {
            accessor: 'role',
            title: 'Role',
            sortable: true,
            render: (u) => (
              // as wide as its word: a narrow column never cuts it to '…'
              <Badge variant="light" color={u.role === 'admin' ? 'grape' : 'blue'} miw="max-content">
                {u.role}
              </Badge>
            ),
          },
          updatedAtColumn(),
          actionsColumn((u) => (
            <RowActions
              name={u.nidn}
              onEdit={() => setEditing({ id: u.id, values: fromRow(u) })}
              onDelete={() => onDelete(u)}
            />
          )),
        ]}
      />
    </StaffPage>
  );
}
