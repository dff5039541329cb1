import { Group, Tabs } from '@mantine/core';
import type { ArchivableUjian } from '@tryout/shared/exam-course-archive';
import { useState } from 'react';
import { ArchiveSwitch } from '../../components/BankArchive';
import { ExamTable } from './ExamTable';
import { useDataUjian } from './getDataUjian';
import type { useExamActions } from './useExamActions';

export interface ExamTab {
  value: string;
  label: string;
  /** Whether an exam belongs in this tab. */
  holds: (e: ArchivableUjian) => boolean;
  withSchedule: boolean;
}

/**
 * Every exam in tabs, each tab a table of the exams it holds with edit, delete and the archive;
 * archived exams only with 'Tampilkan arsip' (docs/decisions/0016).
 */
export function ExamTabs({
  tabs,
  actions,
}: {
  tabs: (exams: ArchivableUjian[] | undefined) => ExamTab[];
  actions: ReturnType<typeof useExamActions>;
}) {
  const [showArchive, setShowArchive] = useState(false);
  const exams = useDataUjian(showArchive);
  const list = tabs(exams.data);
  return (
    <Tabs defaultValue={list[0].value} keepMounted={false}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Tabs.List>
          {list.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <ArchiveSwitch checked={showArchive} onChange={setShowArchive} />
      </Group>
      {list.map((t) => (
        <Tabs.Panel key={t.value} value={t.value} pt="md">
          <ExamTable
            records={exams.data?.filter(t.holds)}
            fetching={exams.isLoading}
            withSchedule={t.withSchedule}
            onEdit={actions.openEdit}
            onDelete={actions.onDelete}
            onArchive={actions.onArchive}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
