import { Alert, Center, Container, Loader } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useNavigate, useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/notify';
import { useDetailSoal } from './detailSoal';
import { fieldErrors } from './FormFields';
import { initialValues, SoalForm, toFormData } from './SoalForm';
import { useUpdateSoal } from './updateSoal';

const FETCH_FAILED = STAFF_MSG.questionFetchError;

/** /group-soal/bank_soal/:id_group_soal/:id_master_materi/edit_soal/:id — edit a question. */
export default function EditSoalPage() {
  const { id_group_soal, id_master_materi, id } = useParams();
  const navigate = useNavigate();
  const detail = useDetailSoal(Number(id));
  const update = useUpdateSoal();
  const back = `/group-soal/bank-soal/${id_group_soal}/${id_master_materi}`;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      {detail.isLoading ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : detail.isError || !detail.data ? (
        <Alert color="red" title={MSG.errorTitle}>
          {FETCH_FAILED}
        </Alert>
      ) : (
        <SoalForm
          key={detail.data.id_soalPG}
          title="Edit Soal"
          mode="edit"
          submitLabel="Ubah"
          initial={initialValues(detail.data)}
          existing={detail.data}
          submitting={update.isPending}
          errors={fieldErrors(update.error)}
          onCancel={() => navigate(back)}
          onSubmit={(v) =>
            update.mutate(
              {
                id: Number(id),
                form: toFormData(v, {
                  group_soal: Number(id_group_soal),
                  id_master_materi: Number(id_master_materi),
                }),
              },
              {
                onSuccess: () => {
                  notifySuccess('Berhasil Di Rubah');
                  navigate(back);
                },
                onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
              },
            )
          }
        />
      )}
    </Container>
  );
}
