import { Badge, Button, Checkbox, Group, Radio, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BANK_MSG, BANK_TRYOUT_SETTING, type MateriAccessRow } from '@tryout/shared/bank-access';
import { TOEFL_TYPES } from '@tryout/shared/constants';
import { addMateriSchema, editMateriSchema } from '@tryout/shared/staff/materi';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import type { z } from 'zod';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { useMasterMateri } from '../../api/staff/getMasterMateri';
import {
  ArchiveButton,
  ArchivedBadge,
  ArchiveSwitch,
  refocusAfterArchive,
} from '../../components/BankArchive';
import { CrudModal, textField, valueField } from '../../components/CrudModal';
import { confirmBankDelete } from '../../components/confirmDelete';
import { confirmReviewOpened } from '../../components/confirmReviewOpened';
import { DataTable } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { actionsColumn, RowActions, RowButton } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import { useAddMateri } from './addMateri';
import { useArchiveMateri } from './archiveMateri';
import { useBankSettings, usePutBankSettings } from './bankSettings';
import { useDeleteMasterMateri } from './deleteMasterMateri';
import { useEditMasterMateri } from './editMasterMateri';
import { materiUsage } from './materiUsage';
import { ShareMateriModal } from './ShareMateriModal';

interface FormValues {
  /** set when editing */
  id?: number;
  kode_ujian: string;
  deskripsi: string;
  waktu: number | string;
  urutan: number | string;
  is_toefl: boolean;
  toefl_type: string;
  /** 'Acak pilihan jawaban' */
  acak_pilihan: boolean;
  /** 'Tampilkan pembahasan' and closed by staff (docs/decisions/0023) */
  tampilkan_pembahasan: boolean;
  ditutup: boolean;
}

const BLANK: FormValues = {
  kode_ujian: '',
  deskripsi: '',
  waktu: '',
  urutan: '',
  is_toefl: false,
  toefl_type: '1',
  acak_pilihan: false,
  tampilkan_pembahasan: false,
  ditutup: false,
};
const fromRow = (m: MateriAccessRow): FormValues => ({
  id: m.id,
  kode_ujian: m.kode_ujian,
  deskripsi: m.deskripsi,
  waktu: m.waktu ?? '',
  urutan: m.urutan,
  is_toefl: m.is_toefl === '1',
  toefl_type: String(m.toefl_type ?? 1),
  acak_pilihan: m.acak_pilihan,
  tampilkan_pembahasan: m.tampilkan_pembahasan === 1,
  ditutup: m.ditutup === 1,
});

/** /master-materi — subject (materi) management (spec §2.6 Master Materi). */
export default function MasterMateriPage() {
  // archived materi only with 'Tampilkan arsip' (docs/decisions/0016)
  const [showArchive, setShowArchive] = useState(false);
  const list = useMasterMateri(showArchive);
  const archive = useArchiveMateri();
  // on a phone the row's actions scroll with the data instead of covering it
  const isPhone = useMediaQuery('(max-width: 40em)');
  const add = useAddMateri();
  const edit = useEditMasterMateri();
  const remove = useDeleteMasterMateri();
  const [editing, setEditing] = useState<FormValues | null>(null);
  const [sharing, setSharing] = useState<MateriAccessRow | null>(null);
  const isAdmin = useDosenDetail().data?.role === 'admin';
  const bankSettings = useBankSettings(isAdmin);
  const putBankSettings = usePutBankSettings();
  const close = () => setEditing(null);
  const isNew = editing?.id == null;

  function save(body: z.output<typeof addMateriSchema> | z.output<typeof editMateriSchema>) {
    if ('id' in body) {
      edit.mutate(body, {
        onSuccess: () => {
          notifySuccess(STAFF_MSG.updated);
          close();
        },
        // reopening where a candidate who opened the pembahasan gets an attempt: the warning first
        onError: (err) =>
          confirmReviewOpened(err, () => save({ ...body, konfirmasi_pembahasan: true })) ||
          notifyError(err, STAFF_MSG.failedRetry),
      });
      return;
    }
    add.mutate(
      { ...body, toefl_type: body.is_toefl ? body.toefl_type : null },
      {
        onSuccess: () => {
          notifySuccess(STAFF_MSG.materiAdded);
          close();
        },
        onError: (err) =>
          notifyError(err.message || STAFF_MSG.materiAddError, undefined, {
            title: STAFF_MSG.materiAddError,
          }),
      },
    );
  }

  /** 'Arsipkan' (hidden from the lists, kept for every exam and result) or 'Pulihkan'. */
  function onArchive(m: MateriAccessRow, arsip: boolean) {
    archive.mutate(
      { id: m.id, arsip },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          refocusAfterArchive();
        },
        onError: (err) => notifyError(err, STAFF_MSG.failedRetry),
      },
    );
  }

  /**
   * Asks the server what uses it first: in use, says by what and offers 'Arsipkan'; free, says
   * what goes with it.
   */
  function onDelete(m: MateriAccessRow) {
    confirmBankDelete(
      'Hapus Materi ?',
      () => materiUsage(m.id),
      () =>
        remove.mutate(m.id, {
          onSuccess: () => notifySuccess(STAFF_MSG.removed),
          onError: (err) =>
            notifyError(err.message || STAFF_MSG.materiDeleteError, undefined, {
              title: STAFF_MSG.materiDeleteError,
            }),
        }),
      m.boleh_arsip && !m.diarsipkan_pada ? () => onArchive(m, true) : undefined,
    );
  }

  return (
    <StaffPage
      title="Master Materi"
      actions={
        <Group gap="md" wrap="wrap">
          <ArchiveSwitch checked={showArchive} onChange={setShowArchive} />
          {isAdmin && bankSettings.data && (
            // docs/decisions/0015: the tryout bank is the admins'; lecturers write it while this is on
            <Switch
              label="Dosen boleh mengubah bank soal tryout"
              checked={bankSettings.data[BANK_TRYOUT_SETTING]}
              disabled={putBankSettings.isPending}
              onChange={(e) =>
                putBankSettings.mutate(
                  { [BANK_TRYOUT_SETTING]: e.currentTarget.checked },
                  {
                    onSuccess: () => notifySuccess(BANK_MSG.saved),
                    onError: (err) => notifyError(err, STAFF_MSG.failedRetry),
                  },
                )
              }
            />
          )}
          <Button onClick={() => setEditing({ ...BLANK })}>Tambah Materi</Button>
        </Group>
      }
      after={
        <>
          <ShareMateriModal materi={sharing} onClose={() => setSharing(null)} />
          <CrudModal
            title={isNew ? 'Tambah Materi' : 'Edit Materi'}
            values={editing}
            schema={isNew ? addMateriSchema : editMateriSchema}
            onClose={close}
            onSubmit={save}
            submitting={add.isPending || edit.isPending}
            submitLabel="Simpan"
          >
            {(form) => (
              <>
                <TextInput label="Kode Ujian" required {...textField(form, 'kode_ujian')} />
                <TextInput label="Deskripsi" required {...textField(form, 'deskripsi')} />
                <WholeNumberInput
                  label="Waktu"
                  description="Dalam menit"
                  required
                  {...valueField(form, 'waktu')}
                />
                <WholeNumberInput label="Urutan" required {...valueField(form, 'urutan')} />
                <Checkbox
                  label="Acak pilihan jawaban"
                  description="Setiap peserta melihat pilihan jawaban dengan urutan acak tersendiri"
                  {...form.register('acak_pilihan')}
                />
                <Checkbox
                  label="Tampilkan pembahasan"
                  description="Peserta melihat kunci dan pembahasan setelah tidak dapat lagi mengerjakan materi ini"
                  {...form.register('tampilkan_pembahasan')}
                />
                <Checkbox
                  label="Materi ditutup"
                  description="Tidak ada percobaan baru yang dapat dimulai"
                  {...form.register('ditutup')}
                />
                {isNew && <Checkbox label="TOEFL" {...form.register('is_toefl')} />}
                {isNew && form.watch('is_toefl') && (
                  <Radio.Group label="Tipe TOEFL" {...valueField(form, 'toefl_type')}>
                    <Group mt="xs">
                      {Object.entries(TOEFL_TYPES).map(([k, name]) => (
                        <Radio key={k} value={k} label={name} />
                      ))}
                    </Group>
                  </Radio.Group>
                )}
              </>
            )}
          </CrudModal>
        </>
      }
    >
      <DataTable<MateriAccessRow>
        query={list}
        idAccessor="id"
        pinLastColumn={!isPhone}
        // mounted again when it changes (the table keeps a pinned column it once had)
        key={isPhone ? 'phone' : 'wide'}
        wide
        columns={[
          {
            accessor: 'kode_ujian',
            title: 'Kode Materi',
            sortable: true,
            noWrap: true,
            render: (m) => (
              <>
                {m.kode_ujian}
                <ArchivedBadge at={m.diarsipkan_pada} />
              </>
            ),
          },
          // widths: on a phone the table scrolls sideways instead of squeezing the text away
          { accessor: 'deskripsi', title: 'Deskripsi', sortable: true, width: 180 },
          {
            accessor: 'waktu',
            title: 'Waktu',
            sortable: true,
            noWrap: true,
            render: (m) => (m.waktu ? `${m.waktu} menit` : '-'),
          },
          { accessor: 'urutan', title: 'Urutan', sortable: true },
          {
            accessor: 'pemilik',
            title: 'Pemilik',
            sortable: true,
            width: 150,
            render: (m) => m.pemilik ?? 'Admin (bank tryout)',
          },
          actionsColumn((m) =>
            m.is_toefl === '1' ? (
              <Badge variant="light" color="grape">
                TOEFL {TOEFL_TYPES[m.toefl_type as keyof typeof TOEFL_TYPES] ?? ''}
              </Badge>
            ) : (
              // only the actions the user may take (docs/decisions/0015)
              <RowActions
                name={m.kode_ujian}
                onEdit={m.boleh_ubah ? () => setEditing(fromRow(m)) : undefined}
                onDelete={m.boleh_kelola ? () => onDelete(m) : undefined}
              >
                {/* the tryout bank's materi: admins only, whatever the bank setting (docs/decisions/0016) */}
                {m.boleh_arsip && (
                  <ArchiveButton
                    name={m.kode_ujian}
                    archivedAt={m.diarsipkan_pada}
                    onArchive={(arsip) => onArchive(m, arsip)}
                  />
                )}
                {m.boleh_kelola && (
                  <RowButton label="Bagikan" name={m.kode_ujian} color="teal" onClick={() => setSharing(m)} />
                )}
              </RowActions>
            ),
          ),
        ]}
      />
    </StaffPage>
  );
}
