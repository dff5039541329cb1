import { Select } from '@mantine/core';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { type TargetRef, useMonitorTargets } from './monitorApi';

/** `materi-12` / `ujian-3` in the address ⇄ the target. */
export const parseTarget = (v: string | null): TargetRef | null => {
  const m = /^(materi|ujian)-(\d+)$/.exec(v ?? '');
  return m ? { jenis: m[1] as TargetRef['jenis'], id: Number(m[2]) } : null;
};

/** The control room's choice: a tryout materi or a course exam (searchable). */
export function TargetSelect({
  target,
  onChange,
}: {
  target: TargetRef | null;
  onChange: (sasaran: string | null) => void;
}) {
  const targets = useMonitorTargets();
  return (
    <Select
      label={MONITOR_MSG.pickTarget}
      searchable
      maw={560}
      data={(targets.data ?? []).map((t) => ({
        value: `${t.jenis}-${t.id}`,
        label: `${t.jenis === 'materi' ? 'Tryout' : 'Ujian'} · ${t.kode_ujian} · ${t.nama}${t.nama_matkul ? ` (${t.nama_matkul})` : ''}`,
      }))}
      value={target ? `${target.jenis}-${target.id}` : null}
      onChange={onChange}
      nothingFoundMessage="Tidak ditemukan"
    />
  );
}
