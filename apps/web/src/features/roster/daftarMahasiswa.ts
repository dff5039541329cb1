import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RosterEntry } from '@tryout/shared/roster';
import { rosterApi } from './rosterApi';

/** A course's student list ('Daftar Mahasiswa', docs/decisions/0018): its hooks. */
export const daftarMahasiswaKey = (idMatkul: number) => ['daftarMahasiswa', idMatkul] as const;

export const useDaftarMahasiswa = (idMatkul: number) =>
  useQuery({
    queryKey: daftarMahasiswaKey(idMatkul),
    queryFn: async () => (await rosterApi.list({ params: { id_matkul: idMatkul } })).data,
  });

/** A write to the list that answers with its message; the list is read again after it. */
function useRosterWrite<TIn, TOut>(
  idMatkul: number,
  send: (v: TIn) => Promise<{ data: TOut; message: string }>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => qc.invalidateQueries({ queryKey: daftarMahasiswaKey(idMatkul) }),
  });
}

export const useTambahMahasiswa = (idMatkul: number) =>
  useRosterWrite(idMatkul, (entry: RosterEntry) =>
    rosterApi.add({ params: { id_matkul: idMatkul }, body: entry }),
  );

export const useHapusMahasiswa = (idMatkul: number) =>
  useRosterWrite(idMatkul, (id: number) => rosterApi.remove({ params: { id_matkul: idMatkul, id } }));

export const useImporMahasiswa = (idMatkul: number) =>
  useRosterWrite(idMatkul, (file: File) =>
    rosterApi.importFile({ params: { id_matkul: idMatkul }, body: file }),
  );

export const useKodePribadi = (idMatkul: number) =>
  useRosterWrite(idMatkul, (_: undefined) => rosterApi.makeCodes({ params: { id_matkul: idMatkul } }));

/** 'Kirim kode lewat e-mail': each code to its student, once. */
export const useKirimKode = (idMatkul: number) =>
  useRosterWrite(idMatkul, (_: undefined) => rosterApi.mailCodes({ params: { id_matkul: idMatkul } }));

export const useAkomodasi = (idMatkul: number) =>
  useRosterWrite(idMatkul, ({ id, pengali }: { id: number; pengali: number }) =>
    rosterApi.accommodation({ params: { id_matkul: idMatkul, id }, body: { pengali } }),
  );
