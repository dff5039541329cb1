import { Button } from '@mantine/core';
import { EXAM_TYPES } from '@tryout/shared/constants';
import type { StaffUjian } from '@tryout/shared/staff/exams';
import { StaffPage } from '../../components/StaffPage';
import { type ExamTab, ExamTabs } from './ExamTabs';
import { useExamActions } from './useExamActions';

/** One tab per exam type (UTS / UAS / QUIZ), its count in the label. */
const typeTabs = (exams: StaffUjian[] | undefined): ExamTab[] =>
  EXAM_TYPES.map((t) => ({
    value: t,
    label: `${t} (${exams?.filter((e) => e.type_ujian === t).length ?? 0})`,
    holds: (e) => e.type_ujian === t,
    withSchedule: true,
  }));

/** /category — every exam, grouped in tabs UTS / UAS / QUIZ (design.md §4). */
export default function CategoryPage() {
  const actions = useExamActions();
  return (
    <StaffPage
      title="Semua Ujian"
      actions={<Button onClick={actions.openAdd}>Tambah Ujian</Button>}
      after={actions.modal}
    >
      <ExamTabs tabs={typeTabs} actions={actions} />
    </StaffPage>
  );
}
