import {
  Autocomplete,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { EXAM_TYPES } from '@tryout/shared/constants';
import { STAFF_MSG, type StaffUjian, type UjianInput } from '@tryout/shared/staff';
import { useState } from 'react';
import { useMateriOptions } from './getMasterMateri';
import { useMatkulOptions } from './getMatkul';

type TypeSoal = StaffUjian['type_soal'];

/** Spec §5: exam times in the combined-type form are 'YYYY-MM-DD H:mm:ss' (WIB). */
export const EXAM_TIME_FORMAT = 'YYYY-MM-DD H:mm:ss';

interface FormState {
  type_soal: TypeSoal;
  type_ujian: string;
  kode_ujian: string;
  nama_ujian: string;
  master_materi: string;
  jumlah_soal_PG: number | string;
  jumlah_soal_essay: number | string;
  waktu_ujian: number | string;
  materi: string[];
  pass_ujian: string;
  id_matkul: string | null;
  /** datetime-local value, read as WIB */
  mulai: string;
  selesai: string;
}

/** 'YYYY-MM-DD H:mm:ss' → the datetime-local value 'YYYY-MM-DDTHH:mm'. */
function toInput(wib: string | null): string {
  const m = wib ? /^(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})/.exec(wib) : null;
  return m ? `${m[1]}T${m[2].padStart(2, '0')}:${m[3]}` : '';
}
/** The datetime-local value → 'YYYY-MM-DD H:mm:ss'. */
function toWib(local: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local);
  return m ? `${m[1]} ${Number(m[2])}:${m[3]}:${m[4] ?? '00'}` : '';
}

function fromExam(e?: StaffUjian): FormState {
  return {
    type_soal: e?.type_soal ?? 'PG',
    type_ujian: e?.type_ujian ?? 'UTS',
    kode_ujian: e?.kode_ujian ?? '',
    nama_ujian: e?.nama_ujian ?? '',
    master_materi: e?.master_materi ?? '',
    jumlah_soal_PG: e?.jumlah_soal_PG || '',
    jumlah_soal_essay: e?.jumlah_soal_essay || '',
    waktu_ujian: e?.waktu_ujian ?? '',
    materi: (e?.materi ?? []).map((m) => String(m.id)),
    pass_ujian: e?.pass_ujian ?? '',
    id_matkul: e?.id_matkul != null ? String(e.id_matkul) : null,
    mulai: toInput(e?.mulai ?? null),
    selesai: toInput(e?.selesai ?? null),
  };
}

/** The one add/edit exam form (spec §2.6, §5), used in the dashboard modal and on /dashboard/add_ujian. */
export function ExamForm({
  exam,
  submitting,
  onSubmit,
  onCancel,
}: {
  exam?: StaffUjian;
  submitting: boolean;
  onSubmit: (body: UjianInput) => void;
  onCancel: () => void;
}) {
  const materi = useMateriOptions();
  const matkul = useMatkulOptions();
  const [f, setF] = useState<FormState>(() => fromExam(exam));
  const [errors, setErrors] = useState<Partial<Record<keyof FormState, string>>>({});
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) => setF((s) => ({ ...s, [k]: v }));
  const hasPg = f.type_soal !== 'Essay';
  const hasEssay = f.type_soal !== 'PG';

  function submit() {
    const e: typeof errors = {};
    if (!f.kode_ujian.trim()) e.kode_ujian = STAFF_MSG.kodeUjianRequired;
    if (!f.nama_ujian.trim()) e.nama_ujian = STAFF_MSG.namaUjianRequired;
    if (!f.master_materi.trim()) e.master_materi = STAFF_MSG.masterMateriRequired;
    if (hasPg && !(Number(f.jumlah_soal_PG) >= 1)) e.jumlah_soal_PG = STAFF_MSG.jumlahSoalMin;
    if (hasEssay && !(Number(f.jumlah_soal_essay) >= 1)) e.jumlah_soal_essay = STAFF_MSG.jumlahSoalMin;
    if (!(Number(f.waktu_ujian) >= 1)) e.waktu_ujian = STAFF_MSG.waktuUjianMin;
    if (hasEssay) {
      if (!f.pass_ujian.trim()) e.pass_ujian = STAFF_MSG.passUjianRequired;
      if (!f.mulai) e.mulai = STAFF_MSG.mulaiRequired;
      if (!f.selesai) e.selesai = STAFF_MSG.selesaiRequired;
      if (f.mulai && f.selesai && f.selesai <= f.mulai) e.selesai = STAFF_MSG.selesaiAfterMulai;
    }
    setErrors(e);
    if (Object.keys(e).length) return;
    onSubmit({
      kode_ujian: f.kode_ujian.trim(),
      nama_ujian: f.nama_ujian.trim(),
      master_materi: f.master_materi.trim(),
      type_soal: f.type_soal,
      type_ujian: f.type_ujian,
      jumlah_soal_PG: hasPg ? Number(f.jumlah_soal_PG) : 0,
      jumlah_soal_essay: hasEssay ? Number(f.jumlah_soal_essay) : 0,
      waktu_ujian: Number(f.waktu_ujian),
      materi: f.materi.map(Number),
      ...(hasEssay
        ? {
            pass_ujian: f.pass_ujian.trim(),
            id_matkul: f.id_matkul ? Number(f.id_matkul) : undefined,
            mulai: toWib(f.mulai),
            selesai: toWib(f.selesai),
          }
        : { id_matkul: f.id_matkul ? Number(f.id_matkul) : undefined }),
    });
  }

  const materiData = (materi.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.kode_ujian} — ${m.deskripsi}`,
  }));
  const courseData = (matkul.data ?? []).map((c) => ({
    value: String(c.id_matkul),
    label: `${c.nama_matkul} — Kelas ${c.kelas}`,
  }));

  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} mb={4}>
          Tipe Soal
        </Text>
        <SegmentedControl
          fullWidth
          aria-label="Tipe Soal"
          value={f.type_soal}
          onChange={(v) => set('type_soal', v as TypeSoal)}
          data={[
            { value: 'PG', label: 'PG' },
            { value: 'Essay', label: 'Essay' },
            { value: 'PG Dan Essay', label: 'PG Dan Essay' },
          ]}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Kode Ujian"
          required
          value={f.kode_ujian}
          error={errors.kode_ujian}
          onChange={(e) => set('kode_ujian', e.currentTarget.value)}
        />
        <Select
          label="Jenis Ujian"
          required
          data={[...EXAM_TYPES]}
          value={f.type_ujian}
          allowDeselect={false}
          onChange={(v) => set('type_ujian', v ?? 'UTS')}
        />
      </SimpleGrid>
      <TextInput
        label="Nama Ujian"
        required
        value={f.nama_ujian}
        error={errors.nama_ujian}
        onChange={(e) => set('nama_ujian', e.currentTarget.value)}
      />
      <Autocomplete
        label="Master Materi"
        required
        data={[...new Set((materi.data ?? []).map((m) => m.deskripsi))]}
        value={f.master_materi}
        error={errors.master_materi}
        onChange={(v) => set('master_materi', v)}
      />
      <SimpleGrid cols={{ base: 1, sm: hasPg && hasEssay ? 3 : 2 }} spacing="sm">
        {hasPg && (
          <NumberInput
            label="Jumlah Soal PG"
            required
            min={1}
            step={1}
            allowDecimal={false}
            value={f.jumlah_soal_PG}
            error={errors.jumlah_soal_PG}
            onChange={(v) => set('jumlah_soal_PG', v)}
          />
        )}
        {hasEssay && (
          <NumberInput
            label="Jumlah Soal Essay"
            required
            min={1}
            step={1}
            allowDecimal={false}
            value={f.jumlah_soal_essay}
            error={errors.jumlah_soal_essay}
            onChange={(v) => set('jumlah_soal_essay', v)}
          />
        )}
        <NumberInput
          label="Waktu Ujian (menit)"
          required
          min={1}
          step={1}
          allowDecimal={false}
          value={f.waktu_ujian}
          error={errors.waktu_ujian}
          onChange={(v) => set('waktu_ujian', v)}
        />
      </SimpleGrid>
      <MultiSelect
        label="Materi Ujian"
        placeholder={f.materi.length ? undefined : 'Pilih materi'}
        searchable
        data={materiData}
        value={f.materi}
        onChange={(v) => set('materi', v)}
        nothingFoundMessage="Tidak Ada Data"
        comboboxProps={{ withinPortal: true }}
      />
      {hasEssay && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Password Ujian"
              required
              value={f.pass_ujian}
              error={errors.pass_ujian}
              onChange={(e) => set('pass_ujian', e.currentTarget.value)}
            />
            <Select
              label="Kelas / Matakuliah"
              placeholder="Pilih matakuliah"
              searchable
              clearable
              data={courseData}
              value={f.id_matkul}
              onChange={(v) => set('id_matkul', v)}
              nothingFoundMessage="Tidak Ada Data"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="datetime-local"
              label="Mulai (WIB)"
              required
              value={f.mulai}
              error={errors.mulai}
              description={f.mulai ? toWib(f.mulai) : EXAM_TIME_FORMAT}
              onChange={(e) => set('mulai', e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label="Selesai (WIB)"
              required
              value={f.selesai}
              error={errors.selesai}
              description={f.selesai ? toWib(f.selesai) : EXAM_TIME_FORMAT}
              onChange={(e) => set('selesai', e.currentTarget.value)}
            />
          </SimpleGrid>
        </>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel}>
          Batal
        </Button>
        <Button onClick={submit} loading={submitting}>
          {exam ? 'Update' : 'Simpan'}
        </Button>
      </Group>
    </Stack>
  );
}
