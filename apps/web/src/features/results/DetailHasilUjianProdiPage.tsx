import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ExcelButton } from '../../components/ExcelButton';
import { excelPaths } from './files';
import { useHasilUjian } from './hasilUjian';
import { LoadError } from './LoadError';
import { ResultsTable } from './ResultsTable';

/** /detail-hasil-ujian-prodi/:id — results of the candidates whose first choice is programme `id` (kode_prodi). */
export default function DetailHasilUjianProdiPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useHasilUjian({ kode_prodi: id });
  const prodi = list.data?.prodi;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <div>
            <Title order={2}>List Nilai Tryout</Title>
            <Text c="dimmed">
              {prodi
                ? `${prodi.nama_prodi} (${prodi.kode_prodi}) · nilai minimal ${prodi.nilai_min_kelulusan}`
                : id}
            </Text>
          </div>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => navigate('/hasil-ujian')}>
              Kembali
            </Button>
            <ExcelButton
              path={excelPaths.programme(id)}
              filename={`hasil-ujian-prodi-${id}.xlsx`}
              disabled={!list.isSuccess}
            />
          </Group>
        </Group>
        {list.isError && <LoadError error={list.error} />}
        <ResultsTable rows={list.data?.hasil} fetching={list.isLoading} variant="tryout" withMateri />
      </Stack>
    </Container>
  );
}
