import { Checkbox, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MONITOR_STATUS_LABEL, type MonitorQuery, type MonitorStatus } from '@tryout/shared/monitor';
import { useState } from 'react';

/**
 * The live table's filters and page: status, 'Hanya offline', the search (debounced), page and
 * page size. Changing a filter goes back to the first page; `query` is what the table asks for.
 */
export function useTakerFilters() {
  const [status, setStatus] = useState<MonitorStatus | ''>('');
  const [offline, setOffline] = useState(false);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(50);
  const query: MonitorQuery = {
    status: status || undefined,
    offline: offline || undefined,
    q: q || undefined,
    page,
    per_page: perPage,
  };
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return {
    query,
    status,
    setStatus: refilter(setStatus),
    offline,
    setOffline: refilter(setOffline),
    search,
    setSearch: refilter(setSearch),
    page,
    setPage,
    perPage,
    setPerPage,
  };
}

export type TakerFilterState = ReturnType<typeof useTakerFilters>;

export function TakerFilters({ f }: { f: TakerFilterState }) {
  return (
    <Group gap="sm" align="end" wrap="wrap">
      <SegmentedControl
        value={f.status}
        onChange={(v) => f.setStatus(v as MonitorStatus | '')}
        data={[
          { value: '', label: 'Semua' },
          ...(['mengerjakan', 'selesai', 'waktu_habis', 'belum_mulai'] as const).map((s) => ({
            value: s,
            label: MONITOR_STATUS_LABEL[s],
          })),
        ]}
      />
      <Checkbox
        label="Hanya offline"
        checked={f.offline}
        onChange={(e) => f.setOffline(e.currentTarget.checked)}
      />
      <TextInput
        placeholder="Cari nama atau no. reg"
        aria-label="Cari peserta"
        value={f.search}
        onChange={(e) => f.setSearch(e.currentTarget.value)}
        w={240}
      />
    </Group>
  );
}
