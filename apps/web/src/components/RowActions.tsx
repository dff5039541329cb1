import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable';

/** A row's 'Edit' and 'Hapus' buttons (labelled 'Edit <name>' / 'Hapus <name>'), after `children`. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {children}
      <Button size="compact-sm" variant="light" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="compact-sm" variant="light" color="red" aria-label={`Hapus ${name}`} onClick={onDelete}>
        Hapus
      </Button>
    </Group>
  );
}

/** The last column of a staff list, 'Aksi', right-aligned (DataTable pins it). */
export function actionsColumn<T>(render: (row: T) => ReactNode): DataTableColumn<T> {
  return { accessor: 'actions', title: 'Aksi', textAlign: 'right', render };
}
