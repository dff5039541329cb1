import { Badge, Button, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { BANK_MSG } from '@tryout/shared/bank-access';
import { updateGroupSchema } from '@tryout/shared/staff/question-bank';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { useMasterMateri } from '../../api/staff/getMasterMateri';
import {
  ArchiveButton,
  ArchivedBadge,
  ArchiveSwitch,
  refocusAfterArchive,
} from '../../components/BankArchive';
import { CrudModal, textField, valueField } from '../../components/CrudModal';
import { confirmBankDelete } from '../../components/confirmDelete';
import { DataTable } from '../../components/DataTable';
import { HtmlContent } from '../../components/HtmlContent';
import { MateriSelect } from '../../components/MateriSelect';
import { notifyError, notifySuccess } from '../../components/notify';
import { actionsColumn, RowActions } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import { useAddGroupSoal } from './addGroupSoal';
import { useArchiveGroupSoal } from './archiveBank';
import { bankUsage } from './bankUsage';
import { useDeleteGroupSoal } from './deleteGroupSoal';
import { ExportButtons } from './ExportButtons';
import { type GroupSoal, useGroupSoal } from './getGroupSoal';
import { useUpdateGroupSoal } from './updateGroupSoal';

const RETRY = STAFF_MSG.genericRetry;

/**
 * The description is HTML (sanitised on the server): it is edited in the question form's
 * rich-text editor, fetched when the dialog first opens, so `A & B` reads as written, never as
 * its stored `A &amp; B`.
 */
const RichEditor = lazy(() => import('./RichEditor'));

interface FormValues {
  nama_group: string;
  jumlah_soal_ujian: number | string;
  urutan: number | string;
  deskripsi: string;
}
type Editing = { id: number | null; values: FormValues };

const BLANK: FormValues = { nama_group: '', jumlah_soal_ujian: '', urutan: '', deskripsi: '' };

/** /group-soal — question groups per materi (spec §2.6 Group soal). */
export default function GroupSoalPage() {
  const [params, setParams] = useSearchParams();
  const materiId = params.get('materi') ? Number(params.get('materi')) : null;
  // archived materi and groups only with 'Tampilkan arsip' (docs/decisions/0016); the materi list is
  // read whole so a materi opened by its id (from its bank's 'Kembali') is found when archived
  const [showArchive, setShowArchive] = useState(false);
  const materi = useMasterMateri(true);
  const groups = useGroupSoal(materiId, showArchive);
  const archive = useArchiveGroupSoal();
  const add = useAddGroupSoal();
  const update = useUpdateGroupSoal();
  const remove = useDeleteGroupSoal();
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);

  function save(body: z.output<typeof updateGroupSchema>) {
    const done = (msg: string) => () => {
      notifySuccess(msg);
      close();
    };
    const failed = (err: Error) => notifyError(err.message || RETRY, RETRY, { title: RETRY });
    const id = editing?.id;
    if (id == null) {
      add.mutate(
        { ...body, master_materi: materiId as number },
        { onSuccess: done(STAFF_MSG.groupAdded), onError: failed },
      );
    } else {
      update.mutate({ ...body, id }, { onSuccess: done(STAFF_MSG.groupUpdated), onError: failed });
    }
  }

  /** 'Arsipkan' (hidden from the list, kept for every exam and result) or 'Pulihkan'. */
  function onArchive(g: GroupSoal, arsip: boolean) {
    archive.mutate(
      { id: g.id, arsip },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          refocusAfterArchive();
        },
        onError: (err) => notifyError(err.message || RETRY, RETRY, { title: RETRY }),
      },
    );
  }

  /**
   * Asks the server what uses it first: in use, says by what and offers 'Arsipkan'; free, says
   * what goes with it.
   */
  function onDelete(g: GroupSoal) {
    confirmBankDelete(
      'Hapus Group Soal ?',
      () => bankUsage('groupSoal', g.id),
      () =>
        remove.mutate(g.id, {
          onSuccess: () => notifySuccess(STAFF_MSG.groupDeleted),
          onError: (err) =>
            err instanceof ApiError && err.status === 404
              ? notifyError(STAFF_MSG.groupDeleteError)
              : notifyError(err.message || RETRY, RETRY, { title: RETRY }),
        }),
      g.diarsipkan_pada ? undefined : () => onArchive(g, true),
    );
  }

  const selected = materi.data?.find((m) => m.id === materiId);
  /** only the actions the user may take on this materi (docs/decisions/0015) */
  const canWrite = selected?.boleh_ubah === true;

  const modal = (
    <CrudModal
      title={editing?.id == null ? 'Tambah Group Soal' : 'Edit Group Soal'}
      values={editing?.values ?? null}
      schema={updateGroupSchema}
      onClose={close}
      onSubmit={save}
      onInvalid={() => notifyError(STAFF_MSG.empty)}
      submitting={add.isPending || update.isPending}
      submitLabel="Simpan"
    >
      {(form) => (
        <>
          {selected && (
            <Text size="sm" c="dimmed">
              Materi: {selected.kode_ujian}
            </Text>
          )}
          <TextInput label="Nama Group" required {...textField(form, 'nama_group')} />
          <WholeNumberInput label="Jumlah Soal Ujian" required {...valueField(form, 'jumlah_soal_ujian')} />
          <WholeNumberInput label="Urutan" required {...valueField(form, 'urutan')} />
          <Suspense fallback={<Skeleton h={170} />}>
            <RichEditor
              label="Deskripsi"
              required
              testId="editor-deskripsi"
              height={110}
              {...valueField(form, 'deskripsi')}
            />
          </Suspense>
        </>
      )}
    </CrudModal>
  );

  return (
    <StaffPage title="Group Soal" after={modal}>
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" wrap="wrap">
          <MateriSelect
            materi={materi.data?.filter((m) => showArchive || !m.diarsipkan_pada || m.id === materiId)}
            value={materiId}
            onChange={(id) => setParams(id == null ? {} : { materi: String(id) }, { replace: true })}
          />
          {canWrite && (
            <Button onClick={() => setEditing({ id: null, values: BLANK })}>Tambah Group Soal</Button>
          )}
          {selected && <ExportButtons of="materi" id={selected.id} name={selected.kode_ujian} />}
          <ArchiveSwitch checked={showArchive} onChange={setShowArchive} />
        </Group>
        {selected?.diarsipkan_pada && (
          <Badge variant="light" color="gray" tt="none" mt="sm">
            Materi {BANK_MSG.archivedLabel.toLowerCase()}
          </Badge>
        )}
      </Paper>
      {materiId == null ? (
        <Text c="dimmed">Pilih materi untuk melihat group soal.</Text>
      ) : (
        <DataTable<GroupSoal>
          query={groups}
          idAccessor="id"
          pinLastColumn={false}
          columns={[
            {
              accessor: 'nama_group',
              title: 'Nama Group',
              sortable: true,
              render: (g) => (
                <>
                  {g.nama_group}
                  <ArchivedBadge at={g.diarsipkan_pada} />
                </>
              ),
            },
            { accessor: 'jumlah_soal_ujian', title: 'Jumlah Soal Ujian', sortable: true },
            { accessor: 'jumlah_soal', title: 'Soal Tersimpan', sortable: true },
            { accessor: 'urutan', title: 'Urutan', sortable: true },
            // the description is HTML (sanitised on the server), the name plain text
            {
              accessor: 'deskripsi',
              title: 'Deskripsi',
              render: (g) => <HtmlContent html={g.deskripsi} fz="sm" />,
            },
            // two lines: the group's pages, then what may be done with it (the column stays narrow)
            actionsColumn((g) => (
              <Stack gap={4} align="flex-end">
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
                    aria-label={`Lihat Semua Soal ${g.nama_group}`}
                  >
                    Lihat Semua Soal
                  </Button>
                </Group>
                {canWrite && (
                  <RowActions
                    name={g.nama_group}
                    onEdit={() =>
                      setEditing({
                        id: g.id,
                        values: {
                          nama_group: g.nama_group,
                          jumlah_soal_ujian: g.jumlah_soal_ujian,
                          urutan: g.urutan,
                          deskripsi: g.deskripsi,
                        },
                      })
                    }
                    onDelete={() => onDelete(g)}
                  >
                    <ArchiveButton
                      name={g.nama_group}
                      archivedAt={g.diarsipkan_pada}
                      onArchive={(arsip) => onArchive(g, arsip)}
                    />
                  </RowActions>
                )}
              </Stack>
            )),
          ]}
        />
      )}
    </StaffPage>
  );
}
