import { Select } from '@mantine/core';

/**
 * The searchable materi picker of the staff pages ('KODE — Deskripsi'), as wide as a form field on a
 * phone; `value` and `onChange` carry the materi id.
 */
export function MateriSelect({
  materi,
  value,
  onChange,
  label = 'Pilih Materi',
}: {
  materi: { id: number; kode_ujian: string; deskripsi: string }[] | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
}) {
  return (
    <Select
      label={label}
      placeholder="Pilih materi"
      searchable
      w={{ base: '100%', sm: 360 }}
      data={(materi ?? []).map((m) => ({ value: String(m.id), label: `${m.kode_ujian} — ${m.deskripsi}` }))}
      value={value == null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      nothingFoundMessage="Tidak Ada Data"
    />
  );
}
