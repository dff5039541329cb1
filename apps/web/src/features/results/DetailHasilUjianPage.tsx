import { Button, Container, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ExcelButton } from '../../components/ExcelButton';
import { excelPaths } from './files';
import { useHasilUjian } from './hasilUjian';
import { LoadError } from './LoadError';
import { ResultsTable } from './ResultsTable';

/** /detail-hasil-ujian/:id — 'List Nilai Tryout' of one exam (id = id_ujian), by materi. */
export default function DetailHasilUjianPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const materi = params.get('materi_id');
  const list = useHasilUjian({ id_ujian: Number(id), materi_id: materi ? Number(materi) : undefined });
  const ujian = list.data?.ujian;
  const tryout = ujian?.kategori !== 'matkul';
  const materiOptions = (list.data?.materi ?? []).map((m) => ({ value: String(m.id), label: m.deskripsi }));

  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <div>
            <Title order={2}>List Nilai Tryout</Title>
            {ujian && (
              <Text c="dimmed">
                {ujian.nama_ujian} ({ujian.kode_ujian})
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => navigate('/hasil-ujian')}>
              Kembali
            </Button>
            <ExcelButton
              path={excelPaths.exam(id)}
              filename={`hasil-ujian-${ujian?.kode_ujian ?? id}.xlsx`}
              query={{ materi_id: materi ?? undefined }}
              disabled={!list.isSuccess}
            />
            <Button
              disabled={!list.isSuccess}
              onClick={() => navigate(`/pdf-hasil-ujian/${id}${materi ? `?materi_id=${materi}` : ''}`)}
            >
              Cetak
            </Button>
          </Group>
        </Group>
        {tryout && materiOptions.length > 0 && (
          <Select
            label="Materi"
            maw={360}
            data={[{ value: '', label: 'Semua Materi' }, ...materiOptions]}
            value={materi ?? ''}
            allowDeselect={false}
            onChange={(v) => {
              const next = new URLSearchParams(params);
              if (v) next.set('materi_id', v);
              else next.delete('materi_id');
              setParams(next, { replace: true });
            }}
          />
        )}
        {list.isError && <LoadError error={list.error} />}
        <ResultsTable
          rows={list.data?.hasil}
          fetching={list.isLoading}
          variant={tryout ? 'tryout' : 'mahasiswa'}
          withMateri={tryout}
        />
      </Stack>
    </Container>
  );
}
