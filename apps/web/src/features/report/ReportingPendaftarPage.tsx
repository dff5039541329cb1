import { Alert, Button, Container, Grid, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { SCHOOL_TYPES } from '@tryout/shared/constants';
import { type ReportRow, reportYears } from '@tryout/shared/results';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, download } from '../../api/client';
import { DataTable, rowNumberColumn } from '../../components/DataTable';
import { notifyError } from '../../components/notify';
import { formatWib } from '../../lib/dates';
import { REPORT_EXCEL_PATH, type ReportBody, useReportPendaftar } from './reportPendaftar';

/** Query-string names (spec §2.5) → body names (spec §7.3). */
const FILTERS = [
  ['nisn', 'nisn', 'NISN'],
  ['email', 'email', 'Email'],
  ['tahun', 'tahun', 'Tahun'],
  ['namaLengkap', 'full_name', 'Nama Lengkap'],
  ['asalSekolah', 'asal_sekolah', 'Asal Sekolah'],
  ['jenisSekolah', 'jenis_sekolah', 'Jenis Sekolah'],
  ['jurusanSekolah', 'jurusan_sekolah', 'Jurusan Sekolah'],
] as const;
type ParamName = (typeof FILTERS)[number][0];
type Form = Record<ParamName, string>;

const formFrom = (params: URLSearchParams): Form =>
  Object.fromEntries(FILTERS.map(([p]) => [p, params.get(p) ?? ''])) as Form;
const bodyFrom = (form: Form): ReportBody =>
  Object.fromEntries(FILTERS.filter(([p]) => form[p].trim() !== '').map(([p, b]) => [b, form[p].trim()]));

function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** /reporting-pendaftar-tryout — the registrant report (admin), filters mirrored in the URL. */
export default function ReportingPendaftarPage() {
  const [params, setParams] = useSearchParams();
  const applied = formFrom(params);
  const [form, setForm] = useState<Form>(applied);
  const paramsKey = params.toString();
  useEffect(() => setForm(formFrom(new URLSearchParams(paramsKey))), [paramsKey]);
  const body = bodyFrom(applied);
  const report = useReportPendaftar(body);
  const [busy, setBusy] = useState(false);
  const set = (k: ParamName, v: string) => setForm((f) => ({ ...f, [k]: v }));

  function apply(next: Form) {
    const p = new URLSearchParams();
    for (const [name] of FILTERS) if (next[name].trim()) p.set(name, next[name].trim());
    setParams(p);
  }

  async function exportExcel() {
    setBusy(true);
    try {
      saveBlob(
        await download(REPORT_EXCEL_PATH, { ...body }),
        `reporting-pendaftar-tryout${body.tahun ? `-${body.tahun}` : ''}.xlsx`,
      );
    } catch (err) {
      notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: 'Error' });
    } finally {
      setBusy(false);
    }
  }

  const forbidden = report.error instanceof ApiError && report.error.status === 403;
  const text = (name: ParamName, label: string) => (
    <TextInput label={label} value={form[name]} onChange={(e) => set(name, e.currentTarget.value)} />
  );

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2}>Reporting Pendaftar Tryout</Title>
          <Button
            variant="light"
            color="green"
            loading={busy}
            disabled={!report.isSuccess}
            onClick={exportExcel}
          >
            Export Excel
          </Button>
        </Group>
        <Paper withBorder p="md" radius="md">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              apply(form);
            }}
          >
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('nisn', 'NISN')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('email', 'Email')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>{text('namaLengkap', 'Nama Lengkap')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <Select
                  label="Tahun"
                  placeholder="Semua tahun"
                  clearable
                  data={reportYears().map(String)}
                  value={form.tahun || null}
                  onChange={(v) => set('tahun', v ?? '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{text('asalSekolah', 'Asal Sekolah')}</Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
                <Select
                  label="Jenis Sekolah"
                  placeholder="Semua jenis"
                  clearable
                  data={[...SCHOOL_TYPES]}
                  value={form.jenisSekolah || null}
                  onChange={(v) => set('jenisSekolah', v ?? '')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 12, md: 4 }}>
                {text('jurusanSekolah', 'Jurusan Sekolah')}
              </Grid.Col>
            </Grid>
            <Group justify="flex-end" mt="md" gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  const empty = formFrom(new URLSearchParams());
                  setForm(empty);
                  apply(empty);
                }}
              >
                Reset
              </Button>
              <Button type="submit">Cari</Button>
            </Group>
          </form>
        </Paper>
        {report.isError && (
          <Alert color="red" title="Error">
            {forbidden ? report.error.message : 'Ada Kesalahan Coba Lagi Nanti'}
          </Alert>
        )}
        <DataTable<ReportRow>
          records={report.data}
          fetching={report.isFetching}
          idAccessor="nisn"
          columns={[
            rowNumberColumn(),
            { accessor: 'nisn', title: 'nisn', sortable: true, noWrap: true },
            { accessor: 'email', title: 'email', sortable: true },
            { accessor: 'full_name', title: 'full_name', sortable: true },
            { accessor: 'asal_sekolah', title: 'asal_sekolah', sortable: true },
            { accessor: 'phone', title: 'phone', sortable: true },
            {
              accessor: 'created_at',
              title: 'created_at',
              sortable: true,
              render: (r) => formatWib(r.created_at),
            },
            { accessor: 'jurusan_sekolah', title: 'jurusan_sekolah', sortable: true },
          ]}
        />
      </Stack>
    </Container>
  );
}
