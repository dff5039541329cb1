import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { ReasonField, reasonOk } from './ReasonField';

interface AskReason {
  title: string;
  /** what the change does, above the reason */
  text?: string;
  /** the confirming button's label */
  confirm: string;
  color?: string;
}

function ReasonForm({
  ask,
  onConfirm,
  onCancel,
}: {
  ask: AskReason;
  onConfirm: (alasan: string) => void;
  onCancel: () => void;
}) {
  const [alasan, setAlasan] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (reasonOk(alasan)) onConfirm(alasan.trim());
      }}
    >
      <Stack gap="sm">
        {ask.text && <Text size="sm">{ask.text}</Text>}
        <ReasonField value={alasan} onChange={setAlasan} autoFocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Batal
          </Button>
          <Button type="submit" color={ask.color} disabled={!reasonOk(alasan)}>
            {ask.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A dialog that asks why before an audited change (deleting a result, a programme's threshold):
 * `onConfirm` gets the reason, required, when the user confirms. Returns the modal id.
 */
export function askReason(ask: AskReason, onConfirm: (alasan: string) => void): string {
  const id = modals.open({
    title: ask.title,
    centered: true,
    children: (
      <ReasonForm
        ask={ask}
        onConfirm={(alasan) => {
          modals.close(id);
          onConfirm(alasan);
        }}
        onCancel={() => modals.close(id)}
      />
    ),
  });
  return id;
}
