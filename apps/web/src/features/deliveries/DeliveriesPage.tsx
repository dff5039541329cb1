import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatWib } from '../../lib/dates';
import { type Delivery, type DeliveryStatus, kindLabel, STATUS_LABEL } from './deliveryTypes';
import { OUTBOX_PAGE_LIMIT, useOutbox } from './getOutbox';
import { useOutboxSummary } from './getOutboxSummary';
import { useRetryOutbox } from './retryOutbox';

const TIME_FORMAT = 'DD/MM HH:mm';

const STATUS_OPTIONS = [
  { value: '', label: 'Semua status' },
  { value: 'pending', label: 'Menunggu' },
  { value: 'sent', label: 'Terkirim' },
  { value: 'dead', label: 'Gagal' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;

/** Who a delivery goes to, and what it is under it. */
function Recipient({ row }: { row: Delivery }) {
  return (
    <>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {row.recipient || '-'}
      </Text>
      {row.summary && (
        <Text size="xs" c="dimmed">
          {row.summary}
        </Text>
      )}
    </>
  );
}

function StatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <Badge color={STATUS_LABEL[status].color} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {STATUS_LABEL[status].label}
    </Badge>
  );
}

function Times({ row: r }: { row: Delivery }) {
  return (
    <Stack gap={0} title={`Dibuat ${formatWib(r.created_at, 'D MMMM YYYY HH:mm')}`}>
      <Text size="xs" style={nowrap}>
        Dibuat {formatWib(r.created_at, TIME_FORMAT)}
      </Text>
      {r.status === 'sent' && (
        <Text size="xs" style={nowrap}>
          Terkirim {formatWib(r.sent_at, TIME_FORMAT)}
        </Text>
      )}
      {r.status === 'pending' && (
        <Text size="xs" c="dimmed" style={nowrap}>
          Berikutnya {formatWib(r.next_attempt_at, TIME_FORMAT)}
        </Text>
      )}
      {r.status === 'dead' && (
        <Text size="xs" c="dimmed" style={nowrap}>
          Terakhir {formatWib(r.updated_at, TIME_FORMAT)}
        </Text>
      )}
    </Stack>
  );
}

function RetryButton({
  row,
  pending,
  onRetry,
  fullWidth,
}: {
  row: Delivery;
  pending: boolean;
  onRetry: (row: Delivery) => void;
  fullWidth?: boolean;
}) {
  return (
    <Tooltip label="Coba kirim lagi sekarang; riwayat percobaan tetap tersimpan">
      <Button size="xs" color="orange" loading={pending} onClick={() => onRetry(row)} fullWidth={fullWidth}>
        Kirim Ulang
      </Button>
    </Tooltip>
  );
}

const PHONE_PAGE = 10;

/** Phones: one card per delivery instead of an eight-column table. */
function DeliveryCards({
  rows,
  retryingId,
  onRetry,
}: {
  rows: Delivery[] | undefined;
  retryingId: number | undefined;
  onRetry: (row: Delivery) => void;
}) {
  const [page, setPage] = useState(1);
  const all = rows ?? [];
  const pages = Math.max(1, Math.ceil(all.length / PHONE_PAGE));
  const current = Math.min(page, pages);
  const shown = all.slice((current - 1) * PHONE_PAGE, current * PHONE_PAGE);
  if (rows && all.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        Belum ada pengiriman
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {shown.map((r) => (
        <Card key={r.id} withBorder padding="sm" radius="md" data-testid="delivery-card">
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Text size="sm" fw={600}>
              {kindLabel(r.kind)}
            </Text>
            <StatusBadge status={r.status} />
          </Group>
          <Recipient row={r} />
          <Group justify="space-between" align="flex-end" mt={6} wrap="nowrap">
            <Times row={r} />
            <Text size="xs" c="dimmed" style={nowrap}>
              Percobaan {r.attempts}
            </Text>
          </Group>
          {r.last_error && (
            <Text size="xs" c="red.8" mt={6} style={{ overflowWrap: 'anywhere' }}>
              {r.last_error}
            </Text>
          )}
          {r.status === 'dead' && (
            <Stack mt="xs">
              <RetryButton row={r} pending={retryingId === r.id} onRetry={onRetry} fullWidth />
            </Stack>
          )}
        </Card>
      ))}
      {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" mx="auto" />}
    </Stack>
  );
}

function SummaryCard({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={color} data-testid={`summary-${label}`}>
        {value ?? '–'}
      </Text>
    </Card>
  );
}

/** /pengiriman — deliveries of the outbox (e-mail, WhatsApp, academic system) for admins. */
export default function DeliveriesPage() {
  const [status, setStatus] = useState<DeliveryStatus | ''>('');
  const [kind, setKind] = useState('');
  const list = useOutbox({ status, kind });
  const summary = useOutboxSummary();
  const retry = useRetryOutbox();
  const isPhone = useMediaQuery('(max-width: 40em)');

  const kindOptions = [
    { value: '', label: 'Semua jenis' },
    ...(summary.data?.kinds ?? []).map((k) => ({ value: k, label: kindLabel(k) })),
  ];

  function retryNow(row: Delivery) {
    retry.mutate(row.id, {
      onSuccess: (res) => notifySuccess(res.message),
      onError: (err) => notifyError(err),
    });
  }

  const columns: DataTableColumn<Delivery>[] = [
    {
      accessor: 'kind',
      title: 'Jenis',
      sortable: true,
      render: (r) => <Text size="sm">{kindLabel(r.kind)}</Text>,
    },
    {
      accessor: 'recipient',
      title: 'Penerima',
      sortable: true,
      render: (r) => (
        <Stack gap={0} miw={130}>
          <Recipient row={r} />
        </Stack>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      width: 120,
      render: (r) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={r.status} />
          <Text size="xs" c="dimmed" style={nowrap}>
            Percobaan {r.attempts}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'last_error',
      title: 'Kesalahan terakhir',
      render: (r) =>
        r.last_error ? (
          <Text size="xs" c="red.8" lineClamp={3} miw={140} maw={220} title={r.last_error}>
            {r.last_error}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            -
          </Text>
        ),
    },
    {
      accessor: 'created_at',
      title: 'Waktu',
      sortable: true,
      render: (r) => <Times row={r} />,
    },
    {
      accessor: 'actions',
      title: 'Aksi',
      textAlign: 'center',
      render: (r) =>
        r.status === 'dead' ? (
          <RetryButton row={r} pending={retry.isPending && retry.variables === r.id} onRetry={retryNow} />
        ) : (
          <Text size="xs" c="dimmed">
            -
          </Text>
        ),
    },
  ];

  const data = list.data;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Pengiriman Pesan
          </Title>
          <Text size="sm" c="dimmed">
            E-mail, WhatsApp dan pembaruan ke sistem akademik dikirim oleh server dengan percobaan ulang
            otomatis.
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs">
          <SummaryCard label="Menunggu" value={summary.data?.pending} color="yellow.8" />
          <SummaryCard label="Gagal" value={summary.data?.dead} color="red.7" />
          <SummaryCard label="Terkirim" value={summary.data?.sent} color="green.8" />
        </SimpleGrid>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(v) => setStatus((v ?? '') as DeliveryStatus | '')}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label="Jenis"
            data={kindOptions}
            value={kind}
            onChange={(v) => setKind(v ?? '')}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
          <Button
            variant="default"
            onClick={() => {
              list.refetch();
              summary.refetch();
            }}
            loading={list.isFetching && !list.isLoading}
          >
            Muat Ulang
          </Button>
        </Group>
        {list.isError && <Text c="red">{(list.error as Error).message}</Text>}
        {isPhone ? (
          <DeliveryCards
            rows={data?.rows}
            retryingId={retry.isPending ? retry.variables : undefined}
            onRetry={retryNow}
          />
        ) : (
          <DataTable<Delivery>
            records={data?.rows}
            columns={columns}
            fetching={list.isLoading}
            defaultPageSize={10}
            noRecordsText="Belum ada pengiriman"
          />
        )}
        {data && data.total > data.rows.length && (
          <Text size="xs" c="dimmed">
            Menampilkan {OUTBOX_PAGE_LIMIT} pengiriman terbaru dari {data.total}. Gunakan filter untuk
            mempersempit.
          </Text>
        )}
      </Stack>
    </Container>
  );
}
