import { Badge, Text, Tooltip } from '@mantine/core';
import { INTEGRITY_LABEL, type MonitorRow } from '@tryout/shared/monitor';
import { SignalTimelineModal } from '../../components/SignalTimelineModal';
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
  return (
    <SignalTimelineModal
      title={row ? `Sinyal integritas · ${row.no_reg} · ${row.nama}` : null}
      timeline={useTimeline(target, row?.id ?? null)}
      onClose={onClose}
    />
  );
}
