import { Alert, Button, Group } from '@mantine/core';
import { EXAM_MSG, type ExamCard } from '@tryout/shared/exam';
import { CandidateShell } from '../../components/candidate/CandidateShell';
import { notYetText } from '../../lib/candidate/toeflFlow';

/** A TOEFL section opened before an earlier one is finished: which one to finish first. */
export function ToeflNotYet({
  before,
  onBack,
  onOpen,
}: {
  before: ExamCard;
  onBack: () => void;
  onOpen: () => void;
}) {
  return (
    <CandidateShell title="Ujian TOEFL">
      <Alert color="yellow" variant="light" title="Bagian ini belum dapat dimulai" data-testid="toefl-order">
        {notYetText(before)}
      </Alert>
      <Group gap="sm">
        <Button variant="default" onClick={onBack}>
          {EXAM_MSG.back}
        </Button>
        <Button onClick={onOpen}>Buka Bagian {before.toefl_type ?? ''}</Button>
      </Group>
    </CandidateShell>
  );
}
