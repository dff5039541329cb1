import { Alert, Card, Center, Container, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { SCORE_REPORT_MSG } from '@tryout/shared/insight';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { formatScore } from '../../lib/score';
import { useVerifikasi } from './verifikasi';

/** `/verifikasi/:kode` — public check of a printed score report: name, scores and date only (docs/decisions/0022). */
export default function VerifikasiPage() {
  const { kode = '' } = useParams();
  const q = useVerifikasi(kode);
  return (
    <Container size="sm" py="xl" px="md">
      <Stack gap="md">
        <Title order={1} fz={24}>
          {SCORE_REPORT_MSG.title}
        </Title>
        {q.isPending && (
          <Center>
            <Loader aria-label="Memuat" />
          </Center>
        )}
        {q.isError && (
          <Alert color="red" role="alert" data-testid="verifikasi-gagal">
            {q.error instanceof ApiError ? q.error.message : SCORE_REPORT_MSG.notFound}
          </Alert>
        )}
        {q.data && (
          <Card withBorder radius="md" p="md" data-testid="verifikasi">
            <Stack gap="sm">
              <Alert color="green" variant="light">
                Laporan nilai ini tercatat di sistem Tryout.
              </Alert>
              <div>
                <Text fz="xs" c="dimmed">
                  Nama
                </Text>
                <Text fw={700}>{q.data.nama}</Text>
              </div>
              <div>
                <Text fz="xs" c="dimmed">
                  Tanggal cetak
                </Text>
                <Text>{q.data.tanggal_wib}</Text>
              </div>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Materi</Table.Th>
                    <Table.Th ta="right">Nilai Terbaik</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {q.data.nilai.map((n) => (
                    <Table.Tr key={n.materi}>
                      <Table.Td>{n.materi}</Table.Td>
                      <Table.Td ta="right">{formatScore(n.nilai)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
