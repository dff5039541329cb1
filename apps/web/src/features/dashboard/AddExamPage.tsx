import { Container, Paper, Stack, Title } from '@mantine/core';
import { STAFF_MSG } from '@tryout/shared/staff';
import { useNavigate } from 'react-router';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAddUjian } from './addUjian';
import { ExamForm } from './ExamForm';

/** /dashboard/add_ujian — the exam form as a page (spec §2.5). */
export default function AddExamPage() {
  const add = useAddUjian();
  const me = useDosenDetail();
  const navigate = useNavigate();
  const home = me.data?.role === 'admin' ? '/admin-dashboard' : '/dashboard';
  return (
    <Container size="md" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          Tambah Ujian
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <ExamForm
            submitting={add.isPending}
            onCancel={() => navigate(home)}
            onSubmit={(body) =>
              add.mutate(body, {
                onSuccess: () => {
                  notifySuccess(STAFF_MSG.examAdded);
                  navigate(home);
                },
                onError: (err) => notifyError(err),
              })
            }
          />
        </Paper>
      </Stack>
    </Container>
  );
}
