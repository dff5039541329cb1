import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  FileInput,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, type ImportBatch } from '@tryout/shared/bank-import';
import { FORM_MARKER_MSG } from '@tryout/shared/form-markers';
import { IMPORT_MSG } from '@tryout/shared/import-messages';
import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMasterMateri } from '../../api/staff/getMasterMateri';
import { DataTable } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { actionsColumn } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
import { useGroupSoal } from './getGroupSoal';
import { ImportPreviewList } from './ImportPreviewList';
import {
  downloadTemplate,
  type FileKind,
  previewImport,
  useImportHistory,
  useSaveImport,
  useUndoImport,
} from './importSoal';

const ACCEPT =
  '.docx,.xlsx,.txt,.gift,.xml,.zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/plain,text/xml,application/xml,application/zip';
const FORMAT_LABEL: Record<string, string> = {
  docx: 'Word',
  xlsx: 'Excel',
  aiken: 'Aiken',
  gift: 'GIFT',
  moodle: 'Moodle XML',
  qti: 'QTI',
};

/** /group-soal/import/:id/:id_master_materi — import questions into a group: guide, templates, preview, save, undo. */
export default function ImportSoalPage() {
  const { id, id_master_materi } = useParams();
  const groupId = Number(id);
  const materiId = Number(id_master_materi);
  // (read with the archived ones: an archived group or materi still opens)
  const group = useGroupSoal(Number.isFinite(materiId) ? materiId : null, true).data?.find(
    (g) => g.id === groupId,
  );
  const materi = useMasterMateri(true).data?.find((m) => m.id === materiId);
  const [file, setFile] = useState<File | null>(null);
  const [skipUnsupported, setSkipUnsupported] = useState(false);
  const preview = useMutation({ mutationFn: previewImport });
  const save = useSaveImport();
  const undo = useUndoImport();
  const history = useImportHistory(groupId);
  const bankUrl = `/group-soal/bank-soal/${groupId}/${id_master_materi}`;

  function pick(f: File | null) {
    setFile(f);
    setSkipUnsupported(false);
    preview.reset();
    if (!f) return;
    if (f.size > IMPORT_MAX_BYTES) {
      notifyError(IMPORT_MSG.fileTooLarge);
      setFile(null);
      return;
    }
    preview.mutate({ groupId, file: f }, { onError: (err) => notifyError(err, STAFF_MSG.genericRetry) });
  }

  function onSave() {
    if (!file) return;
    save.mutate(
      { groupId, file, skipUnsupported },
      {
        onSuccess: (res) => {
          notifySuccess(`${res.message}: ${res.data.jumlah_soal} soal`);
          setFile(null);
          preview.reset();
        },
        onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
      },
    );
  }

  function onUndo(b: ImportBatch) {
    modals.openConfirmModal({
      title: 'Batalkan impor ?',
      centered: true,
      children: (
        <Text size="sm">
          {b.jumlah_soal} soal dari {b.nama_file} akan dihapus dari group ini.
        </Text>
      ),
      labels: { confirm: 'Batalkan impor', cancel: 'Batal' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        undo.mutate(b.id, {
          onSuccess: (res) => notifySuccess(res.message),
          onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
        }),
    });
  }

  async function template(kind: FileKind) {
    try {
      await downloadTemplate(kind);
    } catch (err) {
      notifyError(err, STAFF_MSG.genericRetry);
    }
  }

  const p = preview.data;
  const problems = p?.questions.flatMap((q) => q.problems) ?? [];
  return (
    <StaffPage
      title="Impor Soal"
      subtitle={group && materi ? `Bank Soal — ${group.nama_group} (${materi.kode_ujian})` : 'Bank Soal'}
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={bankUrl}>
            Kembali
          </Button>
          <Button variant="light" component={Link} to={bankUrl}>
            Lihat Bank Soal
          </Button>
        </Group>
      }
    >
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="sm">
          <Title order={4}>Panduan</Title>
          <List size="sm" spacing={4}>
            <List.Item>{IMPORT_MSG.guideWord}</List.Item>
            <List.Item>{IMPORT_MSG.guideExcel}</List.Item>
            <List.Item>
              {FORM_MARKER_MSG.guideForms}
              <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {FORM_MARKER_MSG.guideFormsExample}
              </Code>
            </List.Item>
            <List.Item>{IMPORT_MSG.guideAiken}</List.Item>
            <List.Item>
              {IMPORT_MSG.guideGift}
              <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {IMPORT_MSG.guideGiftExample}
              </Code>
            </List.Item>
            <List.Item>
              {IMPORT_MSG.guideMoodle}
              <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {IMPORT_MSG.guideMoodleExample}
              </Code>
            </List.Item>
            <List.Item>
              {IMPORT_MSG.guideQti}
              <Code block mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {IMPORT_MSG.guideQtiExample}
              </Code>
            </List.Item>
            <List.Item>{IMPORT_MSG.guideLimits}</List.Item>
          </List>
          <Group gap="xs">
            <Button variant="light" onClick={() => template('docx')}>
              Unduh Template Word
            </Button>
            <Button variant="light" color="teal" onClick={() => template('excel')}>
              Unduh Template Excel
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Stack gap="sm">
          <FileInput
            label="File soal"
            description="Word (.docx), Excel (.xlsx), Aiken (.txt), GIFT (.gift), Moodle XML (.xml) atau paket QTI (.zip); maks. 20MB, 500 soal"
            placeholder="Pilih file"
            accept={ACCEPT}
            clearable
            value={file}
            onChange={pick}
            data-testid="import-file"
            w={{ base: '100%', sm: 480 }}
          />
          {preview.isPending && <Text size="sm">Membaca file…</Text>}
          {preview.isError && (
            <Alert color="red" title={MSG.errorTitle}>
              {preview.error.message}
            </Alert>
          )}
          {p && (
            <Group gap="xs" data-testid="import-summary">
              <Badge size="lg" variant="light">
                {p.jumlah} soal ({FORMAT_LABEL[p.format]})
              </Badge>
              <Badge size="lg" variant="light" color={p.jumlah_bermasalah > 0 ? 'red' : 'green'}>
                {p.jumlah_bermasalah} bermasalah
              </Badge>
              <Badge size="lg" variant="light" color={p.jumlah_duplikat > 0 ? 'yellow' : 'gray'}>
                {p.jumlah_duplikat} duplikat
              </Badge>
            </Group>
          )}
          {problems.length > 0 && (
            <Alert color="red" title={IMPORT_MSG.hasProblems}>
              <List size="sm">
                {problems.map((x) => (
                  <List.Item key={x}>{x}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {p && p.jumlah_tidak_didukung > 0 && (
            <Checkbox
              checked={skipUnsupported}
              onChange={(e) => setSkipUnsupported(e.currentTarget.checked)}
              label={`Lewati ${p.jumlah_tidak_didukung} soal yang jenisnya belum didukung (tidak ikut disimpan)`}
            />
          )}
          {p && (
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => pick(null)}>
                Batal
              </Button>
              <Button
                onClick={onSave}
                loading={save.isPending}
                disabled={p.jumlah_bermasalah - (skipUnsupported ? p.jumlah_tidak_didukung : 0) > 0}
              >
                Simpan {p.jumlah - (skipUnsupported ? p.jumlah_tidak_didukung : 0)} Soal
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>

      {p && <ImportPreviewList questions={p.questions} />}

      <Stack gap="xs">
        <Title order={4}>Riwayat Impor</Title>
        <DataTable<ImportBatch>
          records={history.data}
          fetching={history.isLoading}
          idAccessor="id"
          columns={[
            { accessor: 'nama_file', title: 'File' },
            { accessor: 'format', title: 'Format', render: (b) => FORMAT_LABEL[b.format] ?? b.format },
            { accessor: 'jumlah_soal', title: 'Jumlah Soal' },
            { accessor: 'created_at', title: 'Diimpor', render: (b) => formatWib(b.created_at) },
            actionsColumn((b: ImportBatch) => (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                disabled={!b.dapat_dibatalkan}
                title={b.dapat_dibatalkan ? undefined : IMPORT_MSG.undoInUse}
                onClick={() => onUndo(b)}
              >
                Batalkan impor
              </Button>
            )),
          ]}
        />
      </Stack>
    </StaffPage>
  );
}
