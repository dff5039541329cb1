import { Button, Modal, Stack, Text } from '@mantine/core';
import { EXAM_MSG } from '@tryout/shared/exam';
import { ConfirmButtons } from '../../../components/candidate/ConfirmButtons';

export interface ExamDialogsProps {
  /** 'Selesaikan Ujian ?' is open; `left` questions are unanswered, `ragu` marked 'ragu-ragu' */
  confirming: boolean;
  left: number;
  ragu: number;
  /** of the `left`: tables or matchings with some rows answered (docs/decisions/0025) */
  partial?: number;
  /** answers this device holds that the server does not yet (essay drafts, saves waiting offline) */
  unsavedEssays?: number;
  onCancelFinish: () => void;
  onConfirmFinish: () => void;
  /** 'Waktu Habis': cannot be dismissed, only submitted */
  expired: boolean;
  finishing: boolean;
  onSubmitExpired: () => void;
  /** an in-app navigation away from the running exam waits for an answer */
  leaving: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** The finish dialog's warning about answers the server does not hold yet. */
export const unsavedWarning = (n: number) =>
  `${n} jawaban belum tersimpan di server. Jawaban itu dikirim saat Anda menyelesaikan ujian; bila koneksi terputus, tunggu sampai status 'Tersimpan'.`;

/**
 * The exam page's dialogs, a chunk of their own (Mantine's Modal brings focus trap, scroll lock and
 * transitions): ExamSheetView loads it once the page has settled, or at once when one must open.
 */
export default function ExamDialogs({
  confirming,
  left,
  ragu,
  partial = 0,
  unsavedEssays = 0,
  onCancelFinish,
  onConfirmFinish,
  expired,
  finishing,
  onSubmitExpired,
  leaving,
  onStay,
  onLeave,
}: ExamDialogsProps) {
  return (
    <>
      <Modal
        opened={confirming && !expired}
        onClose={onCancelFinish}
        centered
        title={EXAM_MSG.finishConfirmTitle}
      >
        <Stack gap={4}>
          <Text size="sm">{EXAM_MSG.finishConfirm}</Text>
          <Text size="sm" c={left > 0 ? 'orange' : undefined} data-testid="finish-unanswered">
            {EXAM_MSG.unansweredState}: <b>{left}</b> soal
            {partial > 0 && ` (${partial} di antaranya sebagian dijawab)`}
          </Text>
          <Text size="sm" data-testid="finish-ragu">
            {EXAM_MSG.raguMarked}: <b>{ragu}</b> soal
          </Text>
          {unsavedEssays > 0 && (
            <Text size="sm" c="red.9" fw={600} data-testid="finish-unsaved" role="alert">
              {unsavedWarning(unsavedEssays)}
            </Text>
          )}
        </Stack>
        <ConfirmButtons
          mt="md"
          onCancel={onCancelFinish}
          confirm="Ya, Selesaikan"
          color="green"
          onConfirm={onConfirmFinish}
        />
      </Modal>

      <Modal
        opened={expired}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={EXAM_MSG.timeUp}
      >
        <Stack>
          <Text size="sm">
            Waktu ujian telah habis. Kirim jawaban yang sudah tersimpan untuk menyelesaikan ujian.
          </Text>
          <Button color="green" onClick={onSubmitExpired} loading={finishing}>
            Kirim Jawaban
          </Button>
        </Stack>
      </Modal>

      <Modal opened={leaving} onClose={onStay} centered title={EXAM_MSG.confirmRefresh}>
        <Stack>
          <Text size="sm">
            Ujian sedang berlangsung. Yakin ingin meninggalkan halaman ini? Waktu ujian tetap berjalan.
          </Text>
          <ConfirmButtons
            cancel="Tetap di Sini"
            onCancel={onStay}
            confirm="Tinggalkan"
            color="red"
            onConfirm={onLeave}
          />
        </Stack>
      </Modal>
    </>
  );
}
