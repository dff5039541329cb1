import { Alert, Box, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArchivedBadge, ArchiveSwitch } from '../../components/BankArchive';
import { StaffPage } from '../../components/StaffPage';
import { useAllSoal } from './getAllSoal';
import { SoalDetail } from './SoalDetail';

/** /group-soal/view-all-soal/:id — every question of a group, read-only, key in bold (spec §2.5). */
export default function ViewAllSoalPage() {
  const { id } = useParams();
  // archived questions only with 'Tampilkan arsip' (docs/decisions/0016)
  const [showArchive, setShowArchive] = useState(false);
  const all = useAllSoal(Number(id), showArchive);
  const group = all.data?.group;
  return (
    <StaffPage
      title="Semua Soal"
      size="lg"
      subtitle={
        group && (
          <>
            {group.nama_group}
            {all.data?.materi ? ` · ${all.data.materi.kode_ujian}` : ''} · {all.data?.questions.length ?? 0}{' '}
            soal
          </>
        )
      }
      actions={
        group && (
          <Group gap="md" wrap="wrap">
            <ArchiveSwitch checked={showArchive} onChange={setShowArchive} />
            <Button
              variant="default"
              component={Link}
              to={`/group-soal/bank-soal/${group.id}/${group.master_materi}`}
            >
              Kembali
            </Button>
          </Group>
        )
      }
    >
      {all.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : all.isError ? (
        <Alert color="red" title={MSG.errorTitle}>
          {STAFF_MSG.questionFetchError}
        </Alert>
      ) : all.data?.questions.length === 0 ? (
        <Text c="dimmed">Tidak Ada Data</Text>
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
          <Stack gap="md">
            {all.data?.questions.map((q, i) => (
              <Box key={q.id_soalPG}>
                <ArchivedBadge at={q.diarsipkan_pada} />
                <SoalDetail soal={q} number={i + 1} />
              </Box>
            ))}
          </Stack>
        </Paper>
      )}
    </StaffPage>
  );
}
