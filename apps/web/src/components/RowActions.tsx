import { Button, type ButtonProps, Group, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';

/** A small button of a table row: `label`, read out as '<label> <name>' (e.g. 'Hapus Budi'). */
export function RowButton({
  label,
  name,
  color,
  variant = 'light',
  onClick,
}: {
  label: string;
  name: string;
  color?: MantineColor;
  variant?: ButtonProps['variant'];
  onClick: () => void;
}) {
  return (
    <Button
      size="compact-sm"
      variant={variant}
      color={color}
      aria-label={`${label} ${name}`}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

/** A row's 'Edit' and 'Hapus' buttons (each when its handler is given), after `children`; they wrap on a narrow screen. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    // on a phone the buttons wrap, so the pinned 'Aksi' column never outgrows the table beside it
    <Group gap={4} justify="flex-end" wrap="wrap" maw="max(180px, 45vw)" ml="auto">
      {children}
      {onEdit && <RowButton label="Edit" name={name} onClick={onEdit} />}
      {onDelete && <RowButton label="Hapus" name={name} color="red" onClick={onDelete} />}
    </Group>
  );
}

/** The last column of a staff list, 'Aksi', right-aligned (DataTable pins it). */
export function actionsColumn<T>(render: (row: T) => ReactNode): DataTableColumn<T> {
  return { accessor: 'actions', title: 'Aksi', textAlign: 'right', render };
}
