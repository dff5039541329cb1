import { Badge, Button, Divider, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type HasilRow, RESULT_MSG } from '@tryout/shared/results';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import { HtmlContent } from '../../components/HtmlContent';
import { notifyError, notifySuccess } from '../../components/notify';
import { ReasonField, reasonOk } from '../../components/ReasonField';
import { ScoreInput } from '../../components/ScoreInput';
import { useEditHasilUjian } from './editHasilUjian';

const fmt = (v: number | null) => (v == null ? '-' : String(v));

/** 'Detail Hasil Ujian Essay': each question, the answer and the key, and the essay score (min 0). */
export function EssayModal({ hasil, onClose }: { hasil: HasilRow | null; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 40em)');
  const edit = useEditHasilUjian();
  const [nilai, setNilai] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [alasan, setAlasan] = useState('');
  useEffect(() => {
    setNilai(hasil?.nilai_essay ?? '');
    setError(null);
    setAlasan('');
  }, [hasil]);

  function save() {
    if (!hasil) return;
    if (nilai === '' || Number.isNaN(Number(nilai))) return setError(RESULT_MSG.nilaiEssayRequired);
    if (!reasonOk(alasan)) return;
    // out of range (150, −5) is sent as typed: the server refuses it and its message is shown
    setError(null);
    edit.mutate(
      { id: hasil.id_hasil, nilai_essay: Number(nilai), alasan: alasan.trim() },
      {
        onSuccess: () => {
          notifySuccess(RESULT_MSG.graded, { title: RESULT_MSG.successTitle });
          onClose();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) setError(err.message);
          notifyError(err, RESULT_MSG.error, { title: RESULT_MSG.errorTitle });
        },
      },
    );
  }

  return (
    <Modal
      opened={hasil != null}
      onClose={onClose}
      title="Detail Hasil Ujian Essay"
      size="xl"
      fullScreen={isPhone}
      centered
    >
      {hasil && (
        <Stack gap="md">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{hasil.nama_mhs}</Text>
            <Text c="dimmed" size="sm">
              {hasil.nim} · {hasil.email}
            </Text>
            <Badge variant="light">{hasil.type_soal}</Badge>
          </Group>
          {hasil.jawaban_essay.length === 0 && <Text c="dimmed">Tidak Ada Data</Text>}
          {hasil.jawaban_essay.map((e) => (
            <Paper key={`${e.id_soal}-${e.number}`} withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Text size="sm" fw={600}>
                  Soal {e.number}
                </Text>
                <HtmlContent html={e.soal} />
                <Divider label="Jawaban" labelPosition="left" />
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={e.answerEssay ? undefined : 'dimmed'}>
                  {e.answerEssay || '(tidak dijawab)'}
                </Text>
                <Divider label="Kunci" labelPosition="left" />
                <HtmlContent html={e.kunci || '-'} c="dimmed" fz="sm" />
              </Stack>
            </Paper>
          ))}
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              Nilai PG: <b>{fmt(hasil.nilai_pg)}</b>
            </Text>
            <Text size="sm">
              Nilai Akhir: <b>{fmt(hasil.nilai_akhir)}</b>
            </Text>
          </Group>
          <ScoreInput
            label="Nilai Essay"
            description="Minimal 0, maksimal 100"
            step={1}
            value={nilai}
            error={error}
            onChange={setNilai}
            onKeyDown={(e) => e.key === 'Enter' && save()}
          />
          <ReasonField value={alasan} onChange={setAlasan} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Batal
            </Button>
            <Button onClick={save} loading={edit.isPending} disabled={!reasonOk(alasan)}>
              Simpan
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
