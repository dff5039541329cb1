import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { useEffect, useState } from 'react';
import { ReasonField, reasonOk } from '../../components/ReasonField';

/** What the proctor is about to do: its title, what it changes, and its extra field. */
export interface PendingAction {
  title: string;
  /** who it concerns and what happens */
  lines: string[];
  confirm: string;
  color: string;
  field?: 'menit' | 'pengali';
  /** runs the action with the reason (and the field's value) */
  run: (alasan: string, value: number) => void;
}

const MULTIPLIERS = [
  { value: '1', label: '×1 (tanpa akomodasi)' },
  { value: '1.25', label: '×1,25' },
  { value: '1.5', label: '×1,5' },
  { value: '2', label: '×2' },
];

/** The reason dialog every proctor action goes through (the reason is written to the audit log). */
export function ActionDialog({
  action,
  busy,
  onClose,
}: {
  action: PendingAction | null;
  busy: boolean;
  onClose: () => void;
}) {
  const [alasan, setAlasan] = useState('');
  const [menit, setMenit] = useState<number | string>(5);
  const [pengali, setPengali] = useState<string | null>('1.5');
  useEffect(() => {
    if (action) {
      setAlasan('');
      setMenit(5);
    }
  }, [action]);
  const minutesOk = typeof menit === 'number' && Number.isInteger(menit) && menit >= 1 && menit <= 240;
  const valid =
    reasonOk(alasan) &&
    (action?.field !== 'menit' || minutesOk) &&
    (action?.field !== 'pengali' || !!pengali);
  return (
    <Modal opened={action != null} onClose={onClose} title={action?.title} centered>
      {action && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid)
              action.run(alasan.trim(), action.field === 'pengali' ? Number(pengali) : Number(menit));
          }}
        >
          <Stack gap="sm">
            {action.lines.map((l) => (
              <Text key={l} size="sm">
                {l}
              </Text>
            ))}
            {action.field === 'menit' && (
              <NumberInput
                label="Tambahan waktu (menit)"
                min={1}
                max={240}
                allowDecimal={false}
                value={menit}
                onChange={setMenit}
                error={minutesOk ? undefined : MONITOR_MSG.minutesInvalid}
                data-autofocus
              />
            )}
            {action.field === 'pengali' && (
              <Select
                label="Pengali waktu"
                data={MULTIPLIERS}
                value={pengali}
                onChange={setPengali}
                allowDeselect={false}
              />
            )}
            <ReasonField value={alasan} onChange={setAlasan} autoFocus={!action.field} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Batal
              </Button>
              <Button type="submit" color={action.color} disabled={!valid} loading={busy}>
                {action.confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
