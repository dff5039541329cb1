import { Alert, Badge, Button, Group, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMasterMateri } from '../../api/staff/getMasterMateri';
import { confirmBankDelete } from '../../components/confirmDelete';
import { DataTable } from '../../components/DataTable';
import { HtmlContent } from '../../components/HtmlContent';
import { notifyError, notifySuccess } from '../../components/notify';
import { RowActions, RowButton } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
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
  const list = useListSoal(groupId);
  const remove = useDeleteSoal();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [detail, setDetail] = useState<Soal | null>(null);
  // which group and materi this bank is (both lists are cached from the Group Soal page)
  const materiId = Number(id_master_materi);
  const group = useGroupSoal(Number.isFinite(materiId) ? materiId : null).data?.find((g) => g.id === groupId);
  const materi = useMasterMateri().data?.find((m) => m.id === materiId);
  /** only the actions the user may take on this materi (issue 32 §1) */
  const canWrite = materi?.boleh_ubah === true;

  /** Asks the server what uses it first: drawn by an attempt, says so and offers no 'Hapus'. */
  function onDelete(s: Soal) {
    confirmBankDelete(
      'Hapus Soal ?',
      () => bankUsage('soal', s.id_soalPG),
      () =>
        remove.mutate(s.id_soalPG, {
          onSuccess: () => notifySuccess(STAFF_MSG.deleted),
          onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
        }),
    );
  }

  return (
    <StaffPage
      title="List Soal Pilihan Ganda"
      subtitle={group && materi ? `Bank Soal — ${group.nama_group} (${materi.kode_ujian})` : 'Bank Soal'}
      actions={
        <Group gap="xs" wrap="wrap">
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
        columns={[
          {
            accessor: 'soal_pg',
            title: 'Soal',
            render: (s) => <HtmlContent html={s.soal_pg} className={classes.oneLine} />,
          },
          {
            accessor: 'type_soal',
            title: 'Tipe',
            sortable: true,
            noWrap: true,
            width: 170,
            render: (s) => (
              <Badge variant="light" tt="none" color={kindColor(s.type_soal)}>
                {s.type_soal}
              </Badge>
            ),
          },
          { accessor: 'kunci_pg', title: 'Kunci', sortable: true, render: (s) => keySummary(s) },
          {
            accessor: 'created_at',
            title: 'Dibuat',
            sortable: true,
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
