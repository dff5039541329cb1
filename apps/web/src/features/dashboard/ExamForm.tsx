import {
  Autocomplete,
  Checkbox,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { EXAM_TYPES } from '@tryout/shared/constants';
import { everyField, type StaffUjian, ujianSchema, WIB_DATETIME } from '@tryout/shared/staff/exams';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { z } from 'zod';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { useMasterMateri } from '../../api/staff/getMasterMateri';
import { useMatkul } from '../../api/staff/getMatkul';
import { CrudForm, textField, valueField } from '../../components/CrudModal';
import { WholeNumberInput } from '../../components/WholeNumberInput';

type TypeSoal = StaffUjian['type_soal'];
type Kategori = StaffUjian['kategori'];

/** Spec §5: exam times in the combined-type form are 'YYYY-MM-DD H:mm:ss' (WIB). */
export const EXAM_TIME_FORMAT = 'YYYY-MM-DD H:mm:ss';

interface FormState {
  /** 'matkul': a course exam (every lecturer's exam); 'tryout' only an admin chooses */
  kategori: Kategori;
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
  /** 'Acak pilihan jawaban' */
  acak_pilihan: boolean;
  /** 'Tampilkan nilai setelah ujian ditutup' (course exams; on for a new one) */
  nilai_setelah_tutup: boolean;
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

function fromExam(e: StaffUjian | undefined, isAdmin: boolean): FormState {
  return {
    // a lecturer's exam is always a course exam (an old one stored as a tryout gets a course)
    kategori: isAdmin && e?.kategori === 'tryout' ? 'tryout' : 'matkul',
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
    acak_pilihan: e?.acak_pilihan ?? false,
    nilai_setelah_tutup: e?.nilai_setelah_tutup ?? true,
  };
}

/**
 * The request body of the form's values: the fields the form shows (a course exam of any type has
 * its course, password and window; a tryout exam none of them). An edit sends the same: the
 * server keeps every field the body leaves out.
 */
function toBody(f: FormState) {
  const hasPg = f.type_soal !== 'Essay';
  const hasEssay = f.type_soal !== 'PG';
  const course = f.kategori === 'matkul';
  return {
    kategori: f.kategori,
    kode_ujian: f.kode_ujian,
    nama_ujian: f.nama_ujian,
    master_materi: f.master_materi,
    type_soal: f.type_soal,
    type_ujian: f.type_ujian,
    jumlah_soal_PG: hasPg ? f.jumlah_soal_PG : 0,
    jumlah_soal_essay: hasEssay ? f.jumlah_soal_essay : 0,
    waktu_ujian: f.waktu_ujian,
    materi: f.materi,
    acak_pilihan: f.acak_pilihan,
    ...(course
      ? {
          id_matkul: f.id_matkul,
          pass_ujian: f.pass_ujian,
          mulai: toWib(f.mulai),
          selesai: toWib(f.selesai),
          nilai_setelah_tutup: f.nilai_setelah_tutup,
        }
      : {}),
  };
}

/** 'YYYY-MM-DD H:mm:ss' → a number that orders like the time. */
function wibOrder(wib: string | undefined): number {
  const m = wib ? WIB_DATETIME.exec(wib) : null;
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) : Number.NaN;
}

/** The shared exam schema over the form's body; in the form the end must also follow the start. */
const examFormSchema = z.preprocess(
  (f) => toBody(f as FormState),
  ujianSchema.refine((v) => !(wibOrder(v.selesai) <= wibOrder(v.mulai)), {
    message: STAFF_MSG.selesaiAfterMulai,
    path: ['selesai'],
    ...everyField,
  }),
);
export type ExamBody = z.output<typeof examFormSchema>;

/** A labelled choice of a few values, all in sight. */
function Choice({
  label,
  value,
  onChange,
  data,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  data: { value: string; label: string }[];
}) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <SegmentedControl fullWidth aria-label={label} value={value} onChange={onChange} data={data} />
    </div>
  );
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
  onSubmit: (body: ExamBody) => void;
  onCancel: () => void;
}) {
  // archived materi (docs/decisions/0016) are offered only where this exam already holds them
  const allMateri = useMasterMateri(true);
  const held = new Set((exam?.materi ?? []).map((m) => m.id));
  const materi = { data: allMateri.data?.filter((m) => !m.diarsipkan_pada || held.has(m.id)) };
  // an archived course (docs/decisions/0016) is never offered; an exam already on one keeps it, marked
  const allMatkul = useMatkul(true);
  const matkul = {
    data: allMatkul.data?.filter((c) => !c.diarsipkan_pada || c.id_matkul === exam?.id_matkul),
  };
  const isAdmin = useDosenDetail().data?.role === 'admin';

  const materiData = (materi.data ?? []).map((m) => ({
    value: String(m.id),
    label: `${m.kode_ujian} — ${m.deskripsi}${m.diarsipkan_pada ? ' (Diarsipkan)' : ''}`,
  }));
  const courseData = (matkul.data ?? []).map((c) => ({
    value: String(c.id_matkul),
    label: `${c.nama_matkul} — Kelas ${c.kelas}${c.diarsipkan_pada ? ' (Diarsipkan)' : ''}`,
  }));

  return (
    <CrudForm
      // the role arrives with the staff session: the form starts again from the exam once it is known
      key={String(isAdmin)}
      values={fromExam(exam, isAdmin)}
      schema={examFormSchema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      submitting={submitting}
      submitLabel={exam ? 'Ubah' : 'Simpan'}
    >
      {(form) => {
        const f = form.watch();
        const hasPg = f.type_soal !== 'Essay';
        const hasEssay = f.type_soal !== 'PG';
        const course = f.kategori === 'matkul';
        /** A required whole number, at least 1. */
        const count = (label: string, name: 'jumlah_soal_PG' | 'jumlah_soal_essay' | 'waktu_ujian') => (
          <WholeNumberInput label={label} required min={1} {...valueField(form, name)} />
        );
        /** A required date and time; the WIB reading (or the format) under it. */
        const time = (label: string, name: 'mulai' | 'selesai') => (
          <TextInput
            type="datetime-local"
            label={label}
            required
            description={f[name] ? toWib(f[name]) : EXAM_TIME_FORMAT}
            {...textField(form, name)}
          />
        );
        return (
          <>
            {isAdmin && (
              <Choice
                label="Kategori Ujian"
                value={f.kategori}
                onChange={(v) => form.setValue('kategori', v as Kategori)}
                data={[
                  { value: 'matkul', label: 'Ujian Matakuliah' },
                  { value: 'tryout', label: 'Ujian Tryout' },
                ]}
              />
            )}
            <Choice
              label="Tipe Soal"
              value={f.type_soal}
              onChange={(v) => form.setValue('type_soal', v as TypeSoal)}
              data={[
                { value: 'PG', label: 'PG' },
                { value: 'Essay', label: 'Essay' },
                { value: 'PG Dan Essay', label: 'PG Dan Essay' },
              ]}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Kode Ujian" required {...textField(form, 'kode_ujian')} />
              <Select
                label="Jenis Ujian"
                required
                data={[...EXAM_TYPES]}
                allowDeselect={false}
                {...valueField(form, 'type_ujian')}
              />
            </SimpleGrid>
            <TextInput label="Nama Ujian" required {...textField(form, 'nama_ujian')} />
            <Autocomplete
              label="Master Materi"
              description="Nama materi yang ditampilkan di daftar ujian dan hasil (teks bebas)"
              required
              data={[...new Set((materi.data ?? []).map((m) => m.deskripsi))]}
              {...valueField(form, 'master_materi')}
            />
            <SimpleGrid cols={{ base: 1, sm: hasPg && hasEssay ? 3 : 2 }} spacing="sm">
              {hasPg && count('Jumlah Soal PG', 'jumlah_soal_PG')}
              {hasEssay && count('Jumlah Soal Essay', 'jumlah_soal_essay')}
              {count('Waktu Ujian (menit)', 'waktu_ujian')}
            </SimpleGrid>
            <MultiSelect
              label="Materi Ujian"
              description="Materi yang soalnya dikerjakan peserta dalam ujian ini"
              placeholder={f.materi.length ? undefined : 'Pilih materi'}
              searchable
              data={materiData}
              {...valueField(form, 'materi')}
              nothingFoundMessage="Tidak Ada Data"
              comboboxProps={{ withinPortal: true }}
            />
            <Checkbox
              label="Acak pilihan jawaban"
              description="Setiap peserta melihat pilihan jawaban dengan urutan acak tersendiri"
              {...form.register('acak_pilihan')}
            />
            {course && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label="Password Ujian" required {...textField(form, 'pass_ujian')} />
                  <Select
                    label="Kelas / Matakuliah"
                    placeholder="Pilih matakuliah"
                    required
                    searchable
                    data={courseData}
                    {...valueField(form, 'id_matkul')}
                    nothingFoundMessage="Tidak Ada Data"
                  />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {time('Mulai (WIB)', 'mulai')}
                  {time('Selesai (WIB)', 'selesai')}
                </SimpleGrid>
                <Checkbox
                  label="Tampilkan nilai setelah ujian ditutup"
                  description="Mahasiswa melihat nilainya setelah waktu selesai, sehingga jawaban tidak dapat ditebak dari nilai"
                  {...form.register('nilai_setelah_tutup')}
                />
              </>
            )}
          </>
        );
      }}
    </CrudForm>
  );
}
