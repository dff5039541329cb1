import { Alert, Badge, Divider, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ANSWER_DETAIL_MSG } from '@tryout/shared/answer-detail';
import { MSG } from '@tryout/shared/messages';
import type { HasilRow } from '@tryout/shared/results';
import { ApiError } from '../../api/client';
import { AnswerDetailView } from '../../components/AnswerDetailView';
import { DownloadButton } from '../../components/DownloadButton';
import { ExcelButton } from '../../components/ExcelButton';
import { HtmlContent } from '../../components/HtmlContent';
import { answerFiles, useResultAnswers } from './resultAnswers';

/**
 * 'Detail Jawaban' of one result (docs/decisions/0027): each question with the candidate's answer and the
 * key line by line and its score of its weight; the same as PDF and Excel.
 */
export function AnswersModal({ hasil, onClose }: { hasil: HasilRow | null; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 40em)');
  const answers = useResultAnswers(hasil?.id_hasil ?? null);
  const name = hasil ? `jawaban-${hasil.nim || hasil.id_hasil}` : 'jawaban';
  return (
    <Modal
      opened={hasil != null}
      onClose={onClose}
      title={ANSWER_DETAIL_MSG.title}
      size="80rem"
      fullScreen={isPhone}
      centered
    >
      {hasil && (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Text fw={600}>{hasil.nama_mhs}</Text>
              <Text c="dimmed" size="sm">
                {hasil.nim} · {hasil.nama_materi ?? hasil.kode_materi ?? ''} · Nilai Akhir{' '}
                {hasil.nilai_akhir == null ? '-' : String(hasil.nilai_akhir).replace('.', ',')}
              </Text>
            </Stack>
            <Group gap="xs">
              <DownloadButton
                label="Unduh PDF"
                load={() => answerFiles.pdf(hasil.id_hasil)}
                filename={`${name}.pdf`}
                failure={MSG.genericError}
                disabled={!answers.data}
              />
              <ExcelButton
                load={() => answerFiles.excel(hasil.id_hasil)}
                filename={`${name}.xlsx`}
                disabled={!answers.data}
              />
            </Group>
          </Group>
          {answers.isPending && <Loader size="sm" />}
          {answers.isError && (
            <Alert color="red" role="alert">
              {answers.error instanceof ApiError ? answers.error.message : MSG.genericError}
            </Alert>
          )}
          {answers.data?.soal.map((s) => (
            <Paper key={s.id_soal} withBorder p="sm" component="article" aria-label={`Soal ${s.number}`}>
              <Stack gap="xs">
                <Group gap="xs" wrap="wrap">
                  <Text fw={700}>Soal {s.number}</Text>
                  <Badge variant="light">{s.type_soal}</Badge>
                  {s.nama_group && (
                    <Text size="sm" c="dimmed">
                      {s.nama_group}
                    </Text>
                  )}
                </Group>
                <HtmlContent html={s.soal_pg} />
                <Divider />
                <AnswerDetailView d={s.rincian} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
