import { Alert, Button, Grid, Group, Paper, Select, TextInput } from '@mantine/core';
import { SCHOOL_TYPES } from '@tryout/shared/constants';
import { MSG } from '@tryout/shared/messages';
import { type ReportRow, reportYears } from '@tryout/shared/results';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { DataTable } from '../../components/DataTable';
import { notifyError } from '../../components/notify';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
import { saveBlob } from '../../lib/saveBlob';
import { fetchReportExcel, type ReportBody, useReportPendaftar } from './reportPendaftar';

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
        await fetchReportExcel(body),
        `reporting-pendaftar-tryout${body.tahun ? `-${body.tahun}` : ''}.xlsx`,
      );
    } catch (err) {
      notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: MSG.errorTitle });
    } finally {
      setBusy(false);
    }
  }

  const forbidden = report.error instanceof ApiError && report.error.status === 403;
  const text = (name: ParamName, label: string) => (
    <TextInput label={label} value={form[name]} onChange={(e) => set(name, e.currentTarget.value)} />
  );
  const choice = (name: ParamName, label: string, placeholder: string, data: string[]) => (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      data={data}
      value={form[name] || null}
      onChange={(v) => set(name, v ?? '')}
    />
  );

  return (
    <StaffPage
      title="Reporting Pendaftar Tryout"
      actions={
        <Button
          variant="light"
          color="green"
          loading={busy}
          disabled={!report.isSuccess}
          onClick={exportExcel}
        >
          Ekspor Excel
        </Button>
      }
    >
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
              {choice('tahun', 'Tahun', 'Semua tahun', reportYears().map(String))}
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>{text('asalSekolah', 'Asal Sekolah')}</Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
              {choice('jenisSekolah', 'Jenis Sekolah', 'Semua jenis', [...SCHOOL_TYPES])}
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
              Atur Ulang
            </Button>
            <Button type="submit">Cari</Button>
          </Group>
        </form>
      </Paper>
      {report.isError && (
        <Alert color="red" title={MSG.errorTitle}>
          {forbidden ? report.error.message : 'Ada Kesalahan Coba Lagi Nanti'}
        </Alert>
      )}
      <DataTable<ReportRow>
        records={report.data}
        fetching={report.isFetching}
        idAccessor="nisn"
        wide
        columns={[
          { accessor: 'nisn', title: 'NISN', sortable: true, noWrap: true },
          { accessor: 'email', title: 'Email', sortable: true },
          { accessor: 'full_name', title: 'Nama Lengkap', sortable: true },
          { accessor: 'asal_sekolah', title: 'Asal Sekolah', sortable: true },
          { accessor: 'phone', title: 'No. Telepon', sortable: true, noWrap: true },
          {
            accessor: 'created_at',
            title: 'Tanggal Daftar',
            sortable: true,
            noWrap: true,
            render: (r) => formatWib(r.created_at),
          },
          { accessor: 'jurusan_sekolah', title: 'Jurusan Sekolah', sortable: true },
        ]}
      />
    </StaffPage>
  );
}
