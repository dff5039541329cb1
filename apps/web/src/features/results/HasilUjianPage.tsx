import { Badge, Button, Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import type { HasilUjianExam } from '@tryout/shared/results';
import { Link, useNavigate } from 'react-router';
import { useProgrammes } from '../../api/staff/programmes';
import { DataTable } from '../../components/DataTable';
import { actionsColumn, RowButton } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { useHasilUjianAll } from './hasilUjianAll';
import { LoadError } from './LoadError';

/** /hasil-ujian — 'List Hasil Ujian': tryout exams with their materi; results per programme. */
export default function HasilUjianPage() {
  const list = useHasilUjianAll();
  const programmes = useProgrammes();
  const navigate = useNavigate();
  return (
    <StaffPage
      title="List Hasil Ujian"
      actions={
        <Button variant="light" component={Link} to="/hasil-ujian-mahasiswa">
          Daftar Ujian Mahasiswa
        </Button>
      }
    >
      {list.isError && <LoadError error={list.error} />}
      <DataTable<HasilUjianExam>
        query={list}
        idAccessor="id_ujian"
        columns={[
          { accessor: 'nama_ujian', title: 'Nama Ujian', sortable: true },
          { accessor: 'master_materi', title: 'Master Materi', sortable: true },
          {
            accessor: 'ujians',
            title: 'Materi',
            render: (e) => (
              <Group gap={4} wrap="wrap">
                {e.ujians.map((m) => (
                  // a long materi name wraps inside its badge on a phone instead of ending in '…'
                  <Badge
                    key={m.id}
                    variant="light"
                    tt="none"
                    h="auto"
                    py={2}
                    styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
                  >
                    {m.deskripsi}
                  </Badge>
                ))}
              </Group>
            ),
          },
          { accessor: 'jumlah_hasil', title: 'Jumlah Hasil', sortable: true, textAlign: 'right' },
          actionsColumn((e) => (
            <RowButton
              label="Lihat"
              name={e.nama_ujian}
              variant="filled"
              onClick={() => navigate(`/detail-hasil-ujian/${e.id_ujian}`)}
            />
          )),
        ]}
      />
      <Title order={3} mt="md">
        Hasil per Prodi
      </Title>
      {programmes.isError && <LoadError error={programmes.error} />}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {(programmes.data ?? []).map((p) => (
          <Card key={p.kode_prodi} withBorder radius="md" padding="md">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{p.nama_prodi}</Text>
                <Text size="sm" c="dimmed">
                  {p.kode_prodi} · nilai minimal {p.nilai_min_kelulusan}
                </Text>
              </div>
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Lihat prodi ${p.nama_prodi}`}
                onClick={() => navigate(`/detail-hasil-ujian-prodi/${encodeURIComponent(p.kode_prodi)}`)}
              >
                Lihat
              </Button>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </StaffPage>
  );
}
