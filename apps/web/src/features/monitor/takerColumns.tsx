import { Stack } from '@mantine/core';
import type { MonitorRow } from '@tryout/shared/monitor';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Countdown } from '../../components/Countdown';
import { SignalCount } from './SignalTimeline';
import { Connection, Queue, StatusBadges } from './TakerCells';

/**
 * The live table's columns. `offsetMs`: the server clock's lead on this browser (the countdown of
 * each working taker); `menu`: a row's 'Aksi' menu.
 */
export function takerColumns({
  offsetMs,
  onSignals,
  menu,
}: {
  offsetMs: number;
  onSignals: (r: MonitorRow) => void;
  menu: (r: MonitorRow) => ReactNode;
}): DataTableColumn<MonitorRow>[] {
  return [
    { accessor: 'no_reg', title: 'No. Reg' },
    { accessor: 'nama', title: 'Nama' },
    { accessor: 'status', title: 'Status', render: (r) => <StatusBadges row={r} /> },
    {
      accessor: 'answered',
      title: 'Terjawab',
      render: (r) =>
        r.attempt_id ? <span data-testid={`answered-${r.no_reg}`}>{`${r.answered} / ${r.total}`}</span> : '-',
    },
    {
      accessor: 'deadline_at',
      title: 'Sisa waktu',
      render: (r) =>
        r.status === 'mengerjakan' && r.deadline_at ? (
          <Countdown deadline={r.deadline_at} offsetMs={offsetMs} fz="sm" />
        ) : (
          '-'
        ),
    },
    {
      accessor: 'last_seen_at',
      title: 'Koneksi',
      render: (r) => (
        <Stack gap={2}>
          <Connection row={r} />
          <Queue row={r} />
        </Stack>
      ),
    },
    {
      accessor: 'sinyal',
      title: 'Sinyal',
      render: (r) => <SignalCount row={r} onOpen={() => onSignals(r)} />,
    },
    { accessor: 'actions', title: 'Aksi', textAlign: 'right', render: menu },
  ];
}
