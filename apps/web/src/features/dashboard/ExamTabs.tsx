import { Tabs } from '@mantine/core';
import type { StaffUjian } from '@tryout/shared/staff';
import { ExamTable } from './ExamTable';
import { useDataUjian } from './getDataUjian';
import type { useExamActions } from './useExamActions';

export interface ExamTab {
  value: string;
  label: string;
  /** Whether an exam belongs in this tab. */
  holds: (e: StaffUjian) => boolean;
  withSchedule: boolean;
}

/** Every exam in tabs, each tab a table of the exams it holds with edit and delete. */
export function ExamTabs({
  tabs,
  actions,
}: {
  tabs: (exams: StaffUjian[] | undefined) => ExamTab[];
  actions: ReturnType<typeof useExamActions>;
}) {
  const exams = useDataUjian();
  const list = tabs(exams.data);
  return (
    <Tabs defaultValue={list[0].value} keepMounted={false}>
      <Tabs.List>
        {list.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {list.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="md">
          <ExamTable
            records={exams.data?.filter(t.holds)}
            fetching={exams.isLoading}
            withSchedule={t.withSchedule}
            onEdit={actions.openEdit}
            onDelete={actions.onDelete}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
