import { Button, Modal, Stack, Text } from '@mantine/core';
import { MONITOR_MSG, SESSION_RELEASED_MSG } from '@tryout/shared/monitor-messages';

const TEXT = {
  switched: {
    title: MONITOR_MSG.sessionSwitched,
    flush: MONITOR_MSG.sessionSwitchedFlush,
    done: MONITOR_MSG.sessionSwitchedDone,
  },
  released: SESSION_RELEASED_MSG,
};

/**
 * Over the exam page once a login elsewhere or a proctor's 'Buka sesi' ended its session (it
 * cannot be dismissed); it says whether this page's answers still go out, as they do.
 */
export function SwitchedNotice({
  graceOver,
  released,
  onBack,
}: {
  graceOver: boolean;
  released: boolean;
  onBack: () => void;
}) {
  const text = TEXT[released ? 'released' : 'switched'];
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={text.title}
    >
      <Stack gap="sm">
        <Text size="sm">{graceOver ? text.done : text.flush}</Text>
        <Button variant="default" onClick={onBack} w="fit-content">
          Kembali
        </Button>
      </Stack>
    </Modal>
  );
}
