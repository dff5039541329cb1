import { Badge } from '@mantine/core';
import type { ExamState } from '@tryout/shared/exam';
import { stateColor } from '../../lib/candidate/examList';

/** An exam card's state ('Belum Ujian', 'Sudah Ujian', …) as a badge that keeps its width. */
export function StateBadge({ state }: { state: ExamState }) {
  return (
    <Badge color={stateColor(state)} variant="filled" autoContrast tt="none" style={{ flexShrink: 0 }}>
      {state}
    </Badge>
  );
}
