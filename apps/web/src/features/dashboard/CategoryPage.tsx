import { Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { EXAM_TYPES } from '@tryout/shared/constants';
import { ExamTable } from './ExamTable';
import { useDataUjian } from './getDataUjian';
import { useExamActions } from './useExamActions';

/** /category — every exam, grouped in tabs UTS / UAS / QUIZ (design.md §4). */
export default function CategoryPage() {
  const exams = useDataUjian();
  const actions = useExamActions();
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Semua Ujian
          </Title>
          <Button onClick={actions.openAdd}>Tambah Ujian</Button>
        </Group>
        <Tabs defaultValue="UTS" keepMounted={false}>
          <Tabs.List>
            {EXAM_TYPES.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {t} ({exams.data?.filter((e) => e.type_ujian === t).length ?? 0})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EXAM_TYPES.map((t) => (
            <Tabs.Panel key={t} value={t} pt="md">
              <ExamTable
                records={exams.data?.filter((e) => e.type_ujian === t)}
                fetching={exams.isLoading}
                withSchedule
                onEdit={actions.openEdit}
                onDelete={actions.onDelete}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
      {actions.modal}
    </Container>
  );
}
