import { useParams } from 'react-router';
import { StaffPage } from '../../components/StaffPage';
import { excelFiles } from './files';
import { useHasilUjian } from './hasilUjian';
import { LoadError } from './LoadError';
import { ResultActions } from './ResultActions';
import { ResultsTable } from './ResultsTable';

/** /detail-hasil-ujian-prodi/:id — results of the candidates whose first choice is programme `id` (kode_prodi). */
export default function DetailHasilUjianProdiPage() {
  const { id = '' } = useParams();
  const list = useHasilUjian({ kode_prodi: id });
  const prodi = list.data?.prodi;
  return (
    <StaffPage
      title="List Nilai Tryout"
      subtitle={
        prodi ? `${prodi.nama_prodi} (${prodi.kode_prodi}) · nilai minimal ${prodi.nilai_min_kelulusan}` : id
      }
      actions={
        <ResultActions
          back={{ to: '/hasil-ujian' }}
          excel={{ load: () => excelFiles.programme(id), filename: `hasil-ujian-prodi-${id}.xlsx` }}
          ready={list.isSuccess}
        />
      }
    >
      {list.isError && <LoadError error={list.error} />}
      <ResultsTable rows={list.data?.hasil} fetching={list.isLoading} variant="tryout" withMateri />
    </StaffPage>
  );
}
