import type { UjianMahasiswa } from '@tryout/shared/results';
import { useNavigate } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { actionsColumn, RowButton } from '../../components/RowActions';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
import { useHasilUjianDosen } from './hasilUjianDosen';
import { LoadError } from './LoadError';

/** /hasil-ujian-mahasiswa — 'Daftar Ujian Mahasiswa' (course exams). */
export default function HasilUjianMahasiswaPage() {
  const list = useHasilUjianDosen();
  const navigate = useNavigate();
  return (
    <StaffPage title="Daftar Ujian Mahasiswa">
      {list.isError && <LoadError error={list.error} />}
      <DataTable<UjianMahasiswa>
        query={list}
        idAccessor="id_ujian"
        columns={[
          {
            accessor: 'nama_matkul',
            title: 'Nama Matakuliah',
            sortable: true,
            render: (e) => e.nama_matkul ?? e.nama_ujian,
          },
          {
            accessor: 'nama_dosen',
            title: 'Nama Dosen',
            sortable: true,
            render: (e) => e.nama_dosen ?? '-',
          },
          { accessor: 'type_soal', title: 'Tipe Soal', sortable: true },
          { accessor: 'mulai', title: 'Tanggal Ujian', sortable: true, render: (e) => formatWib(e.mulai) },
          { accessor: 'kelas', title: 'Kelas', sortable: true, render: (e) => e.kelas ?? '-' },
          actionsColumn((e) => (
            <RowButton
              label="Lihat"
              name={e.nama_ujian}
              variant="filled"
              onClick={() => navigate(`/nilai-ujian-mahasiswa/${e.id_ujian}`, { replace: true })}
            />
          )),
        ]}
      />
    </StaffPage>
  );
}
