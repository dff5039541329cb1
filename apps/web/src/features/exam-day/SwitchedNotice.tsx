import { Button, Modal, Stack, Text } from '@mantine/core';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';

/** Over the exam page once a login elsewhere ended its session (it cannot be dismissed). */
export function SwitchedNotice({ graceOver, onBack }: { graceOver: boolean; onBack: () => void }) {
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={MONITOR_MSG.sessionSwitched}
    >
      <Stack gap="sm">
        <Text size="sm">
          {graceOver ? MONITOR_MSG.sessionSwitchedDone : MONITOR_MSG.sessionSwitchedFlush}
        </Text>
        <Button variant="default" onClick={onBack} w="fit-content">
          Kembali
        </Button>
      </Stack>
    </Modal>
  );
}
