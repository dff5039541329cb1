import { Alert, Loader, Modal, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { INTEGRITY_LABEL, type IntegrityTimeline } from '@tryout/shared/monitor';
import { ApiError } from '../api/client';
import { formatWib } from '../lib/dates';

/**
 * An attempt's integrity signals (docs/decisions/0007), oldest first, in server time (WIB), with how long
 * an offline period lasted: the monitor's and the result detail's timeline.
 */
export function SignalTimelineModal({
  title,
  timeline,
  onClose,
}: {
  /** null: closed */
  title: string | null;
  timeline: UseQueryResult<IntegrityTimeline>;
  onClose: () => void;
}) {
  const tl = timeline;
  return (
    <Modal opened={title != null} onClose={onClose} title={title ?? ''} size="lg">
      <Text size="xs" c="dimmed" mb="sm">
        Dilaporkan oleh peramban peserta; tidak pernah menghalangi jawaban. Waktu menurut server.
      </Text>
      {tl.isLoading && <Loader size="sm" />}
      {tl.isError && (
        <Alert color="red" variant="light">
          {tl.error instanceof ApiError ? tl.error.message : 'Terjadi Kesalahan Harap Coba Lagi'}
        </Alert>
      )}
      {tl.data && tl.data.events.length === 0 && (
        <Text size="sm" c="dimmed">
          Tidak ada sinyal integritas.
        </Text>
      )}
      {tl.data && tl.data.events.length > 0 && (
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
