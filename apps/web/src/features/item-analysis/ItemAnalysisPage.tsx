import {
  Alert,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  ATTEMPT_CHOICE_LABELS,
  ATTEMPT_CHOICES,
  type AttemptChoice,
  IA_MSG,
  type ItemAnalysisReport,
  RELIABILITY_LABELS,
} from '@tryout/shared/item-analysis';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { ExcelButton } from '../../components/ExcelButton';
import { StaffPage } from '../../components/StaffPage';
import { ItemTable } from './ItemTable';
import { fetchAnalysisExcel, type Jenis, useAnalysisTargets, useItemAnalysis } from './itemAnalysis';

/** The charts (and the charting library) come in their own chunk, loaded only here. */
const AnalysisCharts = lazy(() => import('./AnalysisCharts'));

const number = (v: number | null, digits = 2) =>
  v == null ? '-' : v.toLocaleString('id-ID', { maximumFractionDigits: digits });

function Summary({ report }: { report: ItemAnalysisReport }) {
  const s = report.summary;
  const cells: [string, string][] = [
    ['Peserta', number(s.n, 0)],
    ['Rata-rata', number(s.mean)],
    ['Median', number(s.median)],
    ['Simpangan baku', number(s.sd)],
    ['Terendah – tertinggi', s.min == null ? '-' : `${number(s.min)} – ${number(s.max)}`],
    ['KR-20', s.kr20 == null ? '-' : number(s.kr20, 3)],
    ["Cronbach's α", s.alpha == null ? '-' : number(s.alpha, 3)],
    ['SEM', number(s.sem)],
    ['Soal revisi', String(report.items.filter((i) => i.revisi).length)],
  ];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="summary">
        {cells.map(([label, value]) => (
          <Paper key={label} withBorder p="xs">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" data-testid="reliability-method">
        Reliabilitas yang dipakai (juga untuk SEM): <b>{RELIABILITY_LABELS[s.reliabilitas]}</b>.
      </Text>
      {s.kr20_reason && (
        <Text size="sm" c="dimmed">
          KR-20 {s.kr20_reason}
        </Text>
      )}
      {(s.kr20 != null || s.alpha != null) && (
        <Text size="sm" c="dimmed">
          {s.reliabilitas === 'KR-20' ? 'KR-20' : "Cronbach's α"} dihitung atas {s.kr20_items} soal yang
          dikerjakan semua peserta.
          {report.items.some((i) => i.type_soal !== 'PG') &&
            ' Nilai setiap soal 0 sampai 1 menurut aturan bentuk soalnya (nilai sebagian dihitung); p adalah rata-rata nilai soal, D dan r_pb dihitung dari nilai soal.'}
        </Text>
      )}
    </Stack>
  );
}

/** /analisis-butir-soal — 'Analisis Butir Soal' of a tryout materi or a course exam (docs/decisions/0023). */
export default function ItemAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const sasaran = params.get('sasaran');
  const [jenisParam, idParam] = (sasaran ?? '').split(':');
  const jenis: Jenis | null = jenisParam === 'materi' || jenisParam === 'ujian' ? jenisParam : null;
  const id = jenis && /^\d+$/.test(idParam ?? '') ? Number(idParam) : null;
  const percobaan: AttemptChoice = params.get('percobaan') === 'best' ? 'best' : 'first';
  const targets = useAnalysisTargets();
  const report = useItemAnalysis(jenis, id, percobaan);

  const options = [
    {
      group: 'Materi Tryout',
      items: (targets.data?.materi ?? []).map((m) => ({
        value: `materi:${m.id}`,
        label: `${m.kode_ujian} — ${m.deskripsi} (${m.peserta} peserta)`,
      })),
    },
    {
      group: 'Ujian Matakuliah',
      items: (targets.data?.ujian ?? []).map((u) => ({
        value: `ujian:${u.id_ujian}`,
        label: `${u.kode_ujian} — ${u.nama_ujian}${u.nama_matkul ? ` · ${u.nama_matkul}` : ''} (${u.peserta} peserta)`,
      })),
    },
  ];
  const update = (next: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v == null) p.delete(k);
      else p.set(k, v);
    }
    setParams(p, { replace: true });
  };

  return (
    <StaffPage
      title={IA_MSG.title}
      subtitle={report.data ? `${report.data.sasaran.kode_ujian} — ${report.data.sasaran.nama}` : undefined}
      actions={
        jenis &&
        id != null && (
          <ExcelButton
            load={() => fetchAnalysisExcel(jenis, id, percobaan)}
            filename={`analisis-butir-${report.data?.sasaran.kode_ujian ?? id}-${percobaan}.xlsx`}
            disabled={!report.isSuccess}
          />
        )
      }
    >
      <Group align="flex-end" wrap="wrap" gap="md">
        <Select
          label="Materi atau ujian"
          placeholder="Pilih materi atau ujian"
          data={options}
          value={sasaran}
          onChange={(v) => update({ sasaran: v })}
          searchable
          nothingFoundMessage="Tidak Ada Data"
          w={{ base: '100%', sm: 420 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Percobaan yang dianalisis
          </Text>
          <SegmentedControl
            value={percobaan}
            onChange={(v) => update({ percobaan: v })}
            data={ATTEMPT_CHOICES.map((c) => ({ value: c, label: ATTEMPT_CHOICE_LABELS[c] }))}
          />
        </Stack>
      </Group>
      {!sasaran && (
        <Text c="dimmed">Pilih materi tryout atau ujian matakuliah untuk melihat analisisnya.</Text>
      )}
      {report.isLoading && <Loader />}
      {report.isError && (
        <Alert color="red" title="Terjadi Kesalahan">
          {report.error instanceof ApiError ? report.error.message : 'Ada Kesalahan Coba Lagi Nanti'}
        </Alert>
      )}
      {report.data && (
        <>
          <Text size="sm">
            Dianalisis: {ATTEMPT_CHOICE_LABELS[report.data.percobaan].toLowerCase()} setiap peserta yang sudah
            selesai; kelompok atas dan bawah masing-masing 27 % peserta.
          </Text>
          <Summary report={report.data} />
          <Suspense fallback={<Loader />}>
            <AnalysisCharts report={report.data} />
          </Suspense>
          <ItemTable items={report.data.items} />
        </>
      )}
    </StaffPage>
  );
}
