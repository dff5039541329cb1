import { Select } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { StaffPage } from '../../components/StaffPage';
import { excelFiles } from './files';
import { useHasilUjian } from './hasilUjian';
import { LoadError } from './LoadError';
import { ResultActions } from './ResultActions';
import { ResultsTable } from './ResultsTable';

/** /detail-hasil-ujian/:id — 'List Nilai Tryout' of one exam (id = id_ujian), by materi. */
export default function DetailHasilUjianPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const materi = params.get('materi_id');
  const list = useHasilUjian({ id_ujian: Number(id), materi_id: materi ? Number(materi) : undefined });
  const ujian = list.data?.ujian;
  const tryout = ujian?.kategori !== 'matkul';
  const materiOptions = (list.data?.materi ?? []).map((m) => ({ value: String(m.id), label: m.deskripsi }));

  return (
    <StaffPage
      title="List Nilai Tryout"
      subtitle={ujian && `${ujian.nama_ujian} (${ujian.kode_ujian})`}
      actions={
        <ResultActions
          back={{ to: '/hasil-ujian' }}
          excel={{
            load: () => excelFiles.exam(id, materi),
            filename: `hasil-ujian-${ujian?.kode_ujian ?? id}.xlsx`,
          }}
          print={`/pdf-hasil-ujian/${id}${materi ? `?materi_id=${materi}` : ''}`}
          ready={list.isSuccess}
        />
      }
    >
      {tryout && materiOptions.length > 0 && (
        <Select
          label="Materi"
          maw={360}
          data={[{ value: '', label: 'Semua Materi' }, ...materiOptions]}
          value={materi ?? ''}
          allowDeselect={false}
          onChange={(v) => {
            const next = new URLSearchParams(params);
            if (v) next.set('materi_id', v);
            else next.delete('materi_id');
            setParams(next, { replace: true });
          }}
        />
      )}
      {list.isError && <LoadError error={list.error} />}
      <ResultsTable
        rows={list.data?.hasil}
        fetching={list.isLoading}
        variant={tryout ? 'tryout' : 'mahasiswa'}
        withMateri={tryout}
      />
    </StaffPage>
  );
}
