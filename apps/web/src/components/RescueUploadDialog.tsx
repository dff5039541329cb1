import { Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  RESCUE_DECISION_LABEL,
  RESCUE_MSG,
  type RescueDecision,
  type RescuePreview,
} from '@tryout/shared/rescue';
import { useEffect, useState } from 'react';
import {
  applyRescueFile,
  fileBase64,
  previewRescueFile,
  type RescueTarget,
} from '../api/staff/berkasJawaban';
import { formatWib } from '../lib/dates';
import { FailureAlert } from './AuthShell';
import { notifySuccess } from './notify';
import { ReasonField, reasonOk } from './ReasonField';

const DECISION_COLOR: Record<RescueDecision, string> = {
  terapkan: 'green',
  server_lebih_baru: 'gray',
  sama: 'gray',
  di_luar_waktu: 'red',
  bukan_soal: 'red',
  tidak_sah: 'red',
};

const shortText = (v: string | null) =>
  v == null || v === '' ? '-' : v.length > 60 ? `${v.slice(0, 60)}…` : v;

/**
 * 'Unggah berkas jawaban' (docs/decisions/0012): a candidate's rescue file uploaded on their attempt — the
 * server's preview of what differs from what it holds (nothing changed yet), then 'Terapkan
 * jawaban' or, on a running attempt, 'Terapkan dan selesaikan', with the reason the audit log
 * keeps. Used by the monitor and the result page.
 */
export function RescueUploadDialog({
  target,
  who,
  onClose,
  onApplied,
}: {
  /** the attempt (or the result) the file is uploaded on; null: closed */
  target: RescueTarget | null;
  /** the candidate's name (the title) */
  who?: string;
  onClose: () => void;
  onApplied?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<RescuePreview | null>(null);
  const [alasan, setAlasan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'apply' | 'finish' | null>(null);
  useEffect(() => {
    if (target == null) return;
    setFile(null);
    setPreview(null);
    setAlasan('');
    setError(null);
  }, [target]);

  async function look(f: File | null) {
    setFile(f);
    setPreview(null);
    setError(null);
    if (!f || target == null) return;
    setBusy('preview');
    try {
      setPreview(await previewRescueFile(target, await fileBase64(f)));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  }

  async function apply(selesaikan: boolean) {
    if (!file || target == null) return;
    setBusy(selesaikan ? 'finish' : 'apply');
    setError(null);
    try {
      const r = await applyRescueFile(target, { berkas: await fileBase64(file), selesaikan, alasan });
      notifySuccess(r.message ?? RESCUE_MSG.applied(r.data.diterapkan));
      onApplied?.();
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(null);
    }
  }

  const running = preview?.status === 'in_progress';
  return (
    <Modal
      opened={target != null}
      onClose={onClose}
      title={who ? `${RESCUE_MSG.upload} — ${who}` : RESCUE_MSG.upload}
      size="xl"
      centered
    >
      <Stack gap="sm">
        <FileInput
          label={RESCUE_MSG.chooseFile}
          description="Berkas dari tombol 'Unduh jawaban saya' di halaman ujian peserta. Isinya hanya dapat dibuka server."
          placeholder="jawaban-….jwb"
          accept=".jwb,application/octet-stream"
          value={file}
          onChange={(f) => void look(f)}
          clearable
          disabled={busy != null}
        />
        {busy === 'preview' && <Text fz="sm">Membuka berkas…</Text>}
        {error && <FailureAlert>{error}</FailureAlert>}
        {preview && (
          <>
            <Text fz="sm">
              {preview.nama} ({preview.nomor_peserta}) · percobaan #{preview.attempt_id} ·{' '}
              {running ? 'sedang mengerjakan' : 'sudah selesai (nilai dihitung ulang)'} · tenggat{' '}
              {formatWib(preview.tenggat)} · berkas dibuat {formatWib(preview.berkas_dibuat)}
            </Text>
            <Group gap="xs" data-testid="ringkasan-berkas">
              {(Object.keys(RESCUE_DECISION_LABEL) as RescueDecision[]).map((d) =>
                preview.jumlah[d] ? (
                  <Badge key={d} color={DECISION_COLOR[d]} variant="light">
                    {RESCUE_DECISION_LABEL[d]}: {preview.jumlah[d]}
                  </Badge>
                ) : null,
              )}
            </Group>
            <Table.ScrollContainer minWidth={560} mah={320}>
              <Table striped withTableBorder fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>No.</Table.Th>
                    <Table.Th>Di server</Table.Th>
                    <Table.Th>Di berkas</Table.Th>
                    <Table.Th>Diubah (WIB)</Table.Th>
                    <Table.Th>Keputusan</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.baris.map((r) => (
                    <Table.Tr key={r.id_soal} data-keputusan={r.keputusan}>
                      <Table.Td>{r.nomor ?? '-'}</Table.Td>
                      <Table.Td>
                        {shortText(r.di_server)}
                        {r.ragu_server ? ' (ragu)' : ''}
                      </Table.Td>
                      <Table.Td>
                        {shortText(r.di_berkas)}
                        {r.ragu_berkas ? ' (ragu)' : ''}
                      </Table.Td>
                      <Table.Td>{r.pada ? formatWib(r.pada, 'HH:mm:ss') : '-'}</Table.Td>
                      <Table.Td>
                        {RESCUE_DECISION_LABEL[r.keputusan]}
                        {r.masalah ? `: ${r.masalah}` : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ReasonField value={alasan} onChange={setAlasan} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Batal
              </Button>
              <Button
                disabled={!reasonOk(alasan) || busy != null}
                loading={busy === 'apply'}
                onClick={() => void apply(false)}
              >
                {RESCUE_MSG.apply}
              </Button>
              {running && (
                <Button
                  color="green"
                  disabled={!reasonOk(alasan) || busy != null}
                  loading={busy === 'finish'}
                  onClick={() => void apply(true)}
                >
                  {RESCUE_MSG.applyFinish}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
