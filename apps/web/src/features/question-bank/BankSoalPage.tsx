import { Alert, Badge, Button, Group, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { essayKeyText } from '@tryout/shared/html';
import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMasterMateri } from '../../api/staff/getMasterMateri';
import {
  ArchiveButton,
  ArchivedBadge,
  ArchiveSwitch,
  refocusAfterArchive,
} from '../../components/BankArchive';
import { confirmBankDelete } from '../../components/confirmDelete';
import { DataTable } from '../../components/DataTable';
import { HtmlContent } from '../../components/HtmlContent';
import { notifyError, notifySuccess } from '../../components/notify';
import { RowActions, RowButton } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
import { useArchiveSoal } from './archiveBank';
import { bankUsage } from './bankUsage';
import { useDeleteSoal } from './deleteSoal';
import { ExportButtons } from './ExportButtons';
import { keySummary } from './formDraft';
import { useGroupSoal } from './getGroupSoal';
import { useListSoal } from './listSoalPG';
import classes from './SoalCell.module.css';
import { kindColor, SoalDetail } from './SoalDetail';
import { StimulusPanel } from './StimulusPanel';
import type { Soal } from './soalTypes';

const FETCH_FAILED = STAFF_MSG.questionFetchError;

/** /group-soal/bank-soal/:id/:id_master_materi — 'List Soal Pilihan Ganda' (spec §2.6). */
export default function BankSoalPage() {
  const { id, id_master_materi } = useParams();
  const groupId = Number(id);
  // archived questions only with 'Tampilkan arsip' (docs/decisions/0016)
  const [showArchive, setShowArchive] = useState(false);
  const list = useListSoal(groupId, showArchive);
  const remove = useDeleteSoal();
  const archive = useArchiveSoal();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [detail, setDetail] = useState<Soal | null>(null);
  // which group and materi this bank is (both lists are cached from the Group Soal page)
  const materiId = Number(id_master_materi);
  // (read with the archived ones: an archived group or materi still opens)
  const group = useGroupSoal(Number.isFinite(materiId) ? materiId : null, true).data?.find(
    (g) => g.id === groupId,
  );
  const materi = useMasterMateri(true).data?.find((m) => m.id === materiId);
  /** only the actions the user may take on this materi (docs/decisions/0015) */
  const canWrite = materi?.boleh_ubah === true;

  /** 'Arsipkan' (hidden from the list, kept for every exam and result) or 'Pulihkan'. */
  function onArchive(s: Soal, arsip: boolean) {
    archive.mutate(
      { id: s.id_soalPG, arsip },
      {
        onSuccess: (res) => {
          notifySuccess(res.message);
          refocusAfterArchive();
        },
        onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
      },
    );
  }

  /** Asks the server what uses it first: drawn by an attempt, says so and offers 'Arsipkan', no 'Hapus'. */
  function onDelete(s: Soal) {
    confirmBankDelete(
      'Hapus Soal ?',
      () => bankUsage('soal', s.id_soalPG),
      () =>
        remove.mutate(s.id_soalPG, {
          onSuccess: () => notifySuccess(STAFF_MSG.deleted),
          onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
        }),
      s.diarsipkan_pada ? undefined : () => onArchive(s, true),
    );
  }

  return (
    <StaffPage
      title="List Soal Pilihan Ganda"
      subtitle={
        group && materi
          ? `Bank Soal — ${group.nama_group} (${materi.kode_ujian})${group.diarsipkan_pada ? ' — group diarsipkan' : materi.diarsipkan_pada ? ' — materi diarsipkan' : ''}`
          : 'Bank Soal'
      }
      actions={
        <Group gap="xs" wrap="wrap">
          <ArchiveSwitch checked={showArchive} onChange={setShowArchive} />
          <Button variant="default" component={Link} to={`/group-soal?materi=${id_master_materi}`}>
            Kembali
          </Button>
          <Button variant="light" color="teal" component={Link} to={`/group-soal/view-all-soal/${groupId}`}>
            Lihat Semua Soal
          </Button>
          {canWrite && (
            <Button
              variant="light"
              color="grape"
              component={Link}
              to={`/group-soal/import/${groupId}/${id_master_materi}`}
            >
              Impor Soal
            </Button>
          )}
          <ExportButtons of="group" id={groupId} name={group?.nama_group ?? String(groupId)} />
          {canWrite && (
            <Button component={Link} to={`/group-soal/bank_soal/${groupId}/${id_master_materi}/add_soal`}>
              Tambah Soal
            </Button>
          )}
        </Group>
      }
      after={
        <Modal
          opened={detail != null}
          onClose={() => setDetail(null)}
          title={`Detail Soal ${detail?.type_soal ?? ''}`}
          size="lg"
          fullScreen={isPhone}
          centered
        >
          {detail && <SoalDetail soal={detail} />}
        </Modal>
      }
    >
      {list.isError && (
        <Alert color="red" title={MSG.errorTitle}>
          {FETCH_FAILED}
        </Alert>
      )}
      {Number.isFinite(groupId) && (
        <StimulusPanel groupId={groupId} questions={list.data ?? []} canWrite={canWrite} />
      )}
      <DataTable<Soal>
        query={list}
        idAccessor="id_soalPG"
        allow100
        // on a phone the row's actions scroll with the data instead of covering it
        pinLastColumn={!isPhone}
        // mounted again when it changes (the table keeps a pinned column it once had)
        key={isPhone ? 'phone' : 'wide'}
        wide
        columns={[
          {
            accessor: 'soal_pg',
            title: 'Soal',
            // on a phone the table scrolls sideways instead of squeezing the question away
            width: 220,
            // the spec's one-line preview: the whole text on hover (title) and in 'Detail Soal PG'
            render: (s) => (
              <div title={essayKeyText(s.soal_pg).replace(/\s+/g, ' ')}>
                <HtmlContent html={s.soal_pg} className={classes.oneLine} />
              </div>
            ),
          },
          {
            accessor: 'type_soal',
            title: 'Tipe',
            sortable: true,
            noWrap: true,
            width: 170,
            render: (s) => (
              <>
                <Badge variant="light" tt="none" color={kindColor(s.type_soal)}>
                  {s.type_soal}
                </Badge>
                <ArchivedBadge at={s.diarsipkan_pada} />
              </>
            ),
          },
          { accessor: 'kunci_pg', title: 'Kunci', sortable: true, render: (s) => keySummary(s) },
          {
            accessor: 'created_at',
            title: 'Dibuat',
            sortable: true,
            noWrap: true,
            render: (s) => formatWib(s.created_at),
          },
          {
            accessor: 'actions',
            title: 'Aksi',
            textAlign: 'right',
            render: (s, i) => (
              <RowActions name={`soal ${i + 1}`} onDelete={canWrite ? () => onDelete(s) : undefined}>
                <RowButton label="Detail" name={`soal ${i + 1}`} color="teal" onClick={() => setDetail(s)} />
                {canWrite && (
                  <ArchiveButton
                    name={`soal ${i + 1}`}
                    archivedAt={s.diarsipkan_pada}
                    onArchive={(arsip) => onArchive(s, arsip)}
                  />
                )}
                {canWrite && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    component={Link}
                    aria-label={`Edit soal ${i + 1}`}
                    to={`/group-soal/bank_soal/${groupId}/${id_master_materi}/edit_soal/${s.id_soalPG}`}
                  >
                    Edit
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
    </StaffPage>
  );
}
