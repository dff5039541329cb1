import { Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type HasilRow, RESULT_MSG } from '@tryout/shared/results';
import { useState } from 'react';
import { confirmDeleteWithReason } from '../../components/confirmDelete';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { RescueUploadDialog } from '../../components/RescueUploadDialog';
import { RowActions, RowButton } from '../../components/RowActions';
import { SignalTimelineModal } from '../../components/SignalTimelineModal';
import { formatWib } from '../../lib/dates';
import { AnswersModal } from './AnswersModal';
import { useDeleteHasilUjian } from './deleteHasilUjian';
import { EssayModal } from './EssayModal';
import { useResultSignals } from './hasilUjian';
import { searchResults } from './searchResults';

type Variant = 'tryout' | 'mahasiswa';

const score = (v: number | null) => (v == null ? '-' : v);
/** Columns a phone (< 48em) leaves out so the scores stay in view. */
const wide = '(min-width: 48em)';

/** The name, with 'Dibatalkan' on an attempt staff voided ('Ulang ujian'): kept, counted nowhere. */
const nameColumn: DataTableColumn<HasilRow> = {
  accessor: 'nama_mhs',
  title: 'Nama',
  sortable: true,
  render: (h) =>
    h.dibatalkan_pada ? (
      <Stack gap={2} align="flex-start">
        <span>{h.nama_mhs}</span>
        <Tooltip label={`${RESULT_MSG.voidedHint} (${formatWib(h.dibatalkan_pada)})`} multiline w={260}>
          <Text span size="xs" fw={700} c="orange.8" tt="uppercase">
            {RESULT_MSG.voided}
          </Text>
        </Tooltip>
      </Stack>
    ) : (
      h.nama_mhs
    ),
};

/**
 * 'List Nilai Tryout' (name, registration number, e-mail, final score, exam date; materi on a
 * tryout) or 'Daftar Nilai Mahasiswa' (name, nim, e-mail, PG, essay, final), with the actions:
 * each question's answer and key ('Jawaban', AnswersModal), the attempt's integrity signals ('Sinyal'), the essay answers (only when the type is not PG) and
 * delete. A voided attempt ('Ulang ujian') shows 'Dibatalkan' under the name. Searched by name and
 * NISN/NIM as one types.
 */
export function ResultsTable({
  rows,
  fetching,
  variant,
  withMateri,
}: {
  rows: HasilRow[] | undefined;
  fetching?: boolean;
  variant: Variant;
  withMateri?: boolean;
}) {
  const [search, setSearch] = useState('');
  const [essay, setEssay] = useState<HasilRow | null>(null);
  const [answersOf, setAnswersOf] = useState<HasilRow | null>(null);
  const [signalsOf, setSignalsOf] = useState<HasilRow | null>(null);
  /** 'Berkas jawaban': a candidate's rescue file uploaded on this result (docs/decisions/0012) */
  const [rescue, setRescue] = useState<{ idHasil: number; who: string } | null>(null);
  const qc = useQueryClient();
  const signals = useResultSignals(signalsOf?.id_hasil ?? null);
  const remove = useDeleteHasilUjian();

  function onDelete(h: HasilRow) {
    confirmDeleteWithReason(RESULT_MSG.confirmDelete, (alasan) =>
      remove.mutate(
        { id: h.id_hasil, alasan },
        {
          onSuccess: () => notifySuccess(RESULT_MSG.deleted, { title: RESULT_MSG.deletedTitle }),
          onError: () => notifyError(RESULT_MSG.error, RESULT_MSG.error, { title: RESULT_MSG.errorTitle }),
        },
      ),
    );
  }

  const actions: DataTableColumn<HasilRow> = {
    accessor: 'actions',
    title: 'Aksi',
    textAlign: 'right',
    render: (h) => (
      <RowActions name={h.nama_mhs} onDelete={() => onDelete(h)}>
        <RowButton label="Jawaban" name={h.nama_mhs} variant="default" onClick={() => setAnswersOf(h)} />
        <RowButton label="Sinyal" name={h.nama_mhs} variant="default" onClick={() => setSignalsOf(h)} />
        <RowButton
          label="Berkas jawaban"
          name={h.nama_mhs}
          variant="default"
          onClick={() => setRescue({ idHasil: h.id_hasil, who: `${h.nama_mhs} (${h.nim})` })}
        />
        {h.type_soal !== 'PG' && <RowButton label="Essay" name={h.nama_mhs} onClick={() => setEssay(h)} />}
      </RowActions>
    ),
  };

  const columns: DataTableColumn<HasilRow>[] =
    variant === 'tryout'
      ? [
          nameColumn,
          { accessor: 'nim', title: 'No. Registrasi', sortable: true, noWrap: true },
          // the e-mail only where there is room beside the sidebar, so the scores and 'Aksi' stay in view
          { accessor: 'email', title: 'Email', sortable: true, visibleMediaQuery: '(min-width: 90em)' },
          ...(withMateri
            ? [
                {
                  accessor: 'nama_materi',
                  title: 'Materi',
                  sortable: true,
                  width: 170,
                  visibleMediaQuery: wide,
                } as DataTableColumn<HasilRow>,
              ]
            : []),
          {
            accessor: 'nilai_akhir',
            title: 'Nilai Akhir',
            sortable: true,
            textAlign: 'right',
            render: (h) => score(h.nilai_akhir),
          },
          // the IRT score (docs/decisions/0024), once a calibration of the materi has scored the attempt
          ...(rows?.some((h) => h.skor_irt != null)
            ? [
                {
                  accessor: 'skor_irt',
                  title: 'Skor IRT',
                  sortable: true,
                  textAlign: 'right',
                  render: (h) => (
                    <span title={h.skor_irt_se == null ? undefined : `SE ${h.skor_irt_se}`}>
                      {score(h.skor_irt)}
                    </span>
                  ),
                } as DataTableColumn<HasilRow>,
              ]
            : []),
          {
            accessor: 'mulai',
            title: 'Tanggal Ujian',
            sortable: true,
            noWrap: true,
            visibleMediaQuery: wide,
            render: (h) => formatWib(h.mulai),
          },
          actions,
        ]
      : [
          nameColumn,
          { accessor: 'nim', title: 'NIM', sortable: true, noWrap: true },
          // three score columns: the e-mail only where there is room beside the sidebar
          { accessor: 'email', title: 'Email', sortable: true, visibleMediaQuery: '(min-width: 90em)' },
          {
            accessor: 'nilai_pg',
            title: 'Nilai PG',
            sortable: true,
            textAlign: 'right',
            render: (h) => score(h.nilai_pg),
          },
          {
            accessor: 'nilai_essay',
            title: 'Nilai Essay',
            sortable: true,
            textAlign: 'right',
            render: (h) => score(h.nilai_essay),
          },
          {
            accessor: 'nilai_akhir',
            title: 'Nilai Akhir',
            sortable: true,
            textAlign: 'right',
            render: (h) => score(h.nilai_akhir),
          },
          actions,
        ];

  return (
    <>
      <TextInput
        type="search"
        label={variant === 'tryout' ? 'Cari nama atau NISN' : 'Cari nama atau NIM'}
        placeholder={variant === 'tryout' ? 'Nama / NISN' : 'Nama / NIM'}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={360}
      />
      <DataTable<HasilRow>
        records={rows && searchResults(rows, search)}
        fetching={fetching}
        idAccessor="id_hasil"
        columns={columns}
      />
      <EssayModal hasil={essay} onClose={() => setEssay(null)} />
      <AnswersModal hasil={answersOf} onClose={() => setAnswersOf(null)} />
      <RescueUploadDialog
        target={rescue}
        who={rescue?.who}
        onClose={() => setRescue(null)}
        onApplied={() => void qc.invalidateQueries()}
      />
      <SignalTimelineModal
        title={signalsOf && `${RESULT_MSG.signalsTitle} · ${signalsOf.nim} · ${signalsOf.nama_mhs}`}
        timeline={signals}
        onClose={() => setSignalsOf(null)}
      />
    </>
  );
}
