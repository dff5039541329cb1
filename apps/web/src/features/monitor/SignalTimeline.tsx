import { Alert, Badge, Loader, Modal, Table, Text, Tooltip } from '@mantine/core';
import { INTEGRITY_LABEL, type MonitorRow } from '@tryout/shared/monitor';
import { ApiError } from '../../api/client';
import { formatWib } from '../../lib/dates';
import { type TargetRef, useTimeline } from './monitorApi';

/** A row's integrity signals as one count; the kinds in its tooltip. */
export function SignalCount({ row, onOpen }: { row: MonitorRow; onOpen: () => void }) {
  const total = row.sinyal.reduce((s, x) => s + x.n, 0);
  if (total === 0)
    return (
      <Text size="xs" c="dimmed">
        0
      </Text>
    );
  return (
    <Tooltip
      label={row.sinyal.map((x) => `${INTEGRITY_LABEL[x.jenis]}: ${x.n}`).join(' · ')}
      multiline
      w={240}
    >
      <Badge
        component="button"
        type="button"
        color="yellow"
        variant="light"
        style={{ cursor: 'pointer' }}
        onClick={onOpen}
        aria-label={`Sinyal integritas ${row.no_reg}: ${total}`}
      >
        {total}
      </Badge>
    </Tooltip>
  );
}

/** The signals of one taker's attempt, oldest first, in server time (WIB). */
export function SignalTimeline({
  target,
  row,
  onClose,
}: {
  target: TargetRef | null;
  row: MonitorRow | null;
  onClose: () => void;
}) {
  const tl = useTimeline(target, row?.id ?? null);
  return (
    <Modal
      opened={row != null}
      onClose={onClose}
      title={row ? `Sinyal integritas · ${row.no_reg} · ${row.nama}` : ''}
      size="lg"
    >
      <Text size="xs" c="dimmed" mb="sm">
        Dilaporkan oleh peramban peserta; tidak pernah menghalangi jawaban. Waktu menurut server.
      </Text>
      {tl.isLoading && <Loader size="sm" />}
      {tl.isError && (
        <Alert color="red" variant="light">
          {tl.error instanceof ApiError ? tl.error.message : 'Terjadi Kesalahan Harap Coba Lagi'}
        </Alert>
      )}
      {tl.data && (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Waktu</Table.Th>
              <Table.Th>Sinyal</Table.Th>
              <Table.Th>Lama</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tl.data.events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatWib(e.at, 'HH:mm:ss')}</Table.Td>
                <Table.Td>{INTEGRITY_LABEL[e.jenis]}</Table.Td>
                <Table.Td>{e.durasi_s != null ? `${e.durasi_s} detik` : '-'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
