import { Paper } from '@mantine/core';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useNavigate } from 'react-router';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { notifyError, notifySuccess } from '../../components/notify';
import { StaffPage } from '../../components/StaffPage';
import { useAddUjian } from './addUjian';
import { ExamForm } from './ExamForm';

/** /dashboard/add_ujian — the exam form as a page (spec §2.5). */
export default function AddExamPage() {
  const add = useAddUjian();
  const me = useDosenDetail();
  const navigate = useNavigate();
  const home = me.data?.role === 'admin' ? '/admin-dashboard' : '/dashboard';
  return (
    <StaffPage title="Tambah Ujian" size="md">
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
    </StaffPage>
  );
}
