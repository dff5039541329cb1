import { Container } from '@mantine/core';
import { STAFF_MSG } from '@tryout/shared/staff-messages';
import { useNavigate, useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/notify';
import { useAddSoalPG } from './addSoalPG';
import { fieldErrors } from './FormFields';
import { initialValues, SoalForm, toFormData } from './SoalForm';

/** /group-soal/bank_soal/:id/:id_master_materi/add_soal — add a question (spec §2.5). */
export default function AddSoalPage() {
  const { id, id_master_materi } = useParams();
  const navigate = useNavigate();
  const add = useAddSoalPG();
  const back = `/group-soal/bank-soal/${id}/${id_master_materi}`;
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <SoalForm
        title="Tambah Soal"
        mode="add"
        submitLabel="Tambah"
        initial={initialValues()}
        submitting={add.isPending}
        errors={fieldErrors(add.error)}
        onCancel={() => navigate(back)}
        onSubmit={(v) =>
          add.mutate(toFormData(v, { group_soal: Number(id), id_master_materi: Number(id_master_materi) }), {
            onSuccess: () => {
              notifySuccess('Berhasil Di Tambah');
              navigate(back);
            },
            onError: (err) => notifyError(err, STAFF_MSG.genericRetry),
          })
        }
      />
    </Container>
  );
}
