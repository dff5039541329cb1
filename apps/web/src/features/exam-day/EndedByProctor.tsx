import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { EXAM_MSG } from '@tryout/shared/exam';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';

/** The end of an attempt that staff finished (or that closed elsewhere) while this page was open. */
export function EndedByProctor({ onBack }: { onBack: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1} fz={24}>
          {MONITOR_MSG.endedTitle}
        </Title>
        <Alert color="blue" role="status">
          {MONITOR_MSG.endedText}
        </Alert>
        <Button variant="default" onClick={onBack} w="fit-content">
          {EXAM_MSG.back}
        </Button>
      </Stack>
    </Container>
  );
}
