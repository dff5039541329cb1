import { Badge, Group, Text } from '@mantine/core';
import {
  MONITOR_STATUS_LABEL,
  type MonitorCounts,
  type MonitorRow,
  type MonitorStatus,
} from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { formatWib } from '../../lib/dates';

const STATUS_COLOR: Record<MonitorStatus, string> = {
  belum_mulai: 'gray',
  mengerjakan: 'blue',
  selesai: 'green',
  waktu_habis: 'orange',
};
const nowrap = { whiteSpace: 'nowrap' } as const;
const fullLabel = { label: { overflow: 'visible' } } as const;

/** The control room's counts above the table. */
export function Counts({ c }: { c: MonitorCounts | undefined }) {
  const items = [
    { label: 'Peserta', value: c?.total, color: 'gray' },
    { label: 'Mengerjakan', value: c?.mengerjakan, color: 'blue' },
    { label: 'Offline', value: c?.offline, color: 'red' },
    { label: 'Selesai', value: c?.selesai, color: 'green' },
    { label: 'Waktu habis', value: c?.waktu_habis, color: 'orange' },
    { label: 'Belum mulai', value: c?.belum_mulai, color: 'gray' },
  ];
  return (
    <Group gap="xs" aria-label="Ringkasan peserta">
      {items.map((i) => (
        <Badge key={i.label} size="lg" variant="light" color={i.color} styles={fullLabel}>
          {i.label}: <span data-testid={`count-${i.label}`}>{i.value ?? '-'}</span>
        </Badge>
      ))}
    </Group>
  );
}

/** A taker's status, with what staff changed: voided attempts, logins elsewhere, a time multiplier. */
export function StatusBadges({ row: r }: { row: MonitorRow }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLOR[r.status]} variant="light" styles={fullLabel}>
        {MONITOR_STATUS_LABEL[r.status]}
      </Badge>
      {r.voided > 0 && (
        <Badge color="grape" variant="outline" styles={fullLabel} title="Percobaan dibatalkan staf">
          Diulang {r.voided}×
        </Badge>
      )}
      {r.login_ulang > 0 && (
        <Badge
          color="red"
          variant="outline"
          styles={fullLabel}
          title="Login dari perangkat lain selama ujian"
        >
          Ganti perangkat {r.login_ulang}×
        </Badge>
      )}
      {r.time_multiplier !== 1 && (
        <Badge color="violet" variant="outline" styles={fullLabel}>
          ×{String(r.time_multiplier).replace('.', ',')}
        </Badge>
      )}
    </Group>
  );
}

/** Whether the taker's exam page still holds unsent saves (its last heartbeat said so). */
export function Queue({ row }: { row: MonitorRow }) {
  if (row.status !== 'mengerjakan' || row.antrian == null) return null;
  return row.antrian === 0 ? (
    <Text size="xs" c="dimmed" style={nowrap} data-testid={`antrian-${row.no_reg}`}>
      Antrian kosong
    </Text>
  ) : (
    <Badge color="orange" variant="light" styles={fullLabel} data-testid={`antrian-${row.no_reg}`}>
      Antrian: {row.antrian}
    </Badge>
  );
}

/** Online, or offline since when; the last heartbeat of a taker not working. */
export function Connection({ row }: { row: MonitorRow }) {
  if (row.status !== 'mengerjakan')
    return (
      <Text size="xs" c="dimmed" style={nowrap}>
        {row.last_seen_at ? `Terakhir ${formatWib(row.last_seen_at, 'HH:mm:ss')}` : '-'}
      </Text>
    );
  return row.online ? (
    <Badge color="teal" variant="filled" styles={fullLabel}>
      {MONITOR_MSG.online}
    </Badge>
  ) : (
    <Badge color="red" variant="light" styles={fullLabel}>
      {row.last_seen_at
        ? `${MONITOR_MSG.offlineSince} ${formatWib(row.last_seen_at, 'HH:mm:ss')}`
        : 'Offline'}
    </Badge>
  );
}
