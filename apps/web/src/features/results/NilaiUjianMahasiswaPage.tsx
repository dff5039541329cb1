import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { ExcelButton } from '../../components/ExcelButton';
import { excelPaths } from './files';
import { useHasilUjian } from './hasilUjian';
import { LoadError } from './LoadError';
import { ResultsTable } from './ResultsTable';

/** /nilai-ujian-mahasiswa/:id — 'Daftar Nilai Mahasiswa' of a course exam. */
export default function NilaiUjianMahasiswaPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useHasilUjian({ id_ujian: Number(id) });
  const ujian = list.data?.ujian;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" align="flex-end">
          <div>
            <Title order={2}>Daftar Nilai Mahasiswa</Title>
            {ujian && (
              <Text c="dimmed">
                {ujian.nama_matkul ?? ujian.nama_ujian} · {ujian.type_soal}
                {ujian.kelas ? ` · Kelas ${ujian.kelas}` : ''}
                {ujian.nama_dosen ? ` · ${ujian.nama_dosen}` : ''}
              </Text>
            )}
          </div>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" onClick={() => navigate('/hasil-ujian-mahasiswa', { replace: true })}>
              Kembali
            </Button>
            <ExcelButton
              path={excelPaths.students(id)}
              filename={`nilai-mahasiswa-${ujian?.kode_ujian ?? id}.xlsx`}
              disabled={!list.isSuccess}
            />
            <Button disabled={!list.isSuccess} onClick={() => navigate(`/pdf-hasil-ujian/${id}`)}>
              Cetak
            </Button>
          </Group>
        </Group>
        {list.isError && <LoadError error={list.error} />}
        <ResultsTable rows={list.data?.hasil} fetching={list.isLoading} variant="mahasiswa" />
      </Stack>
    </Container>
  );
}
