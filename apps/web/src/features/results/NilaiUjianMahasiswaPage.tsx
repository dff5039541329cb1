import { useParams } from 'react-router';
import { StaffPage } from '../../components/StaffPage';
import { excelFiles } from './files';
import { useHasilUjian } from './hasilUjian';
import { LoadError } from './LoadError';
import { ResultActions } from './ResultActions';
import { ResultsTable } from './ResultsTable';

/** /nilai-ujian-mahasiswa/:id — 'Daftar Nilai Mahasiswa' of a course exam. */
export default function NilaiUjianMahasiswaPage() {
  const { id = '' } = useParams();
  const list = useHasilUjian({ id_ujian: Number(id) });
  const ujian = list.data?.ujian;
  return (
    <StaffPage
      title="Daftar Nilai Mahasiswa"
      subtitle={
        ujian && (
          <>
            {ujian.nama_matkul ?? ujian.nama_ujian} · {ujian.type_soal}
            {ujian.kelas ? ` · Kelas ${ujian.kelas}` : ''}
            {ujian.nama_dosen ? ` · ${ujian.nama_dosen}` : ''}
          </>
        )
      }
      actions={
        <ResultActions
          back={{ to: '/hasil-ujian-mahasiswa', replace: true }}
          excel={{
            load: () => excelFiles.students(id),
            filename: `nilai-mahasiswa-${ujian?.kode_ujian ?? id}.xlsx`,
          }}
          print={`/pdf-hasil-ujian/${id}`}
          ready={list.isSuccess}
        />
      }
    >
      {list.isError && <LoadError error={list.error} />}
      <ResultsTable rows={list.data?.hasil} fetching={list.isLoading} variant="mahasiswa" />
    </StaffPage>
  );
}
