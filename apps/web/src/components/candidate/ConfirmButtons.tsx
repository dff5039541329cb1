import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';

/** A dialog's two answers on the right: the way back (grey) and the action (in its colour). */
export function ConfirmButtons({
  cancel = 'Batal',
  onCancel,
  confirm,
  color,
  onConfirm,
  mt,
}: {
  cancel?: string;
  onCancel: () => void;
  confirm: string;
  color: MantineColor;
  onConfirm: () => void;
  mt?: MantineSpacing;
}) {
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel}>
        {cancel}
      </Button>
      <Button color={color} onClick={onConfirm}>
        {confirm}
      </Button>
    </Group>
  );
}
