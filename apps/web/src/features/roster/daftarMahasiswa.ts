import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CodesMailed,
  RosterEntry,
  RosterImportResult,
  RosterList,
  RosterStudent,
} from '@tryout/shared/roster';
import { request } from '../../api/client';

/** A course's student list ('Daftar Mahasiswa', docs/decisions/0018): its endpoints and hooks. */
const base = (idMatkul: number) => `matkul/${idMatkul}/mahasiswa`;
export const daftarMahasiswaKey = (idMatkul: number) => ['daftarMahasiswa', idMatkul] as const;

export const useDaftarMahasiswa = (idMatkul: number) =>
  useQuery({
    queryKey: daftarMahasiswaKey(idMatkul),
    queryFn: async () => (await request<RosterList>(base(idMatkul), { auth: 'staff' })).data,
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
    request<RosterStudent>(base(idMatkul), { method: 'POST', json: entry, auth: 'staff' }),
  );

export const useHapusMahasiswa = (idMatkul: number) =>
  useRosterWrite(idMatkul, (id: number) =>
    request<null>(`${base(idMatkul)}/${id}`, { method: 'DELETE', auth: 'staff' }),
  );

export const useImporMahasiswa = (idMatkul: number) =>
  useRosterWrite(idMatkul, (file: File) =>
    request<RosterImportResult>(`${base(idMatkul)}/impor`, { method: 'POST', file, auth: 'staff' }),
  );

export const useKodePribadi = (idMatkul: number) =>
  useRosterWrite(idMatkul, (_: undefined) =>
    request<RosterList>(`${base(idMatkul)}/kode-pribadi`, { method: 'POST', auth: 'staff' }),
  );

/** 'Kirim kode lewat e-mail': each code to its student, once. */
export const useKirimKode = (idMatkul: number) =>
  useRosterWrite(idMatkul, (_: undefined) =>
    request<CodesMailed>(`${base(idMatkul)}/kode-pribadi/kirim`, { method: 'POST', auth: 'staff' }),
  );

export const useAkomodasi = (idMatkul: number) =>
  useRosterWrite(idMatkul, ({ id, pengali }: { id: number; pengali: number }) =>
    request<RosterStudent>(`${base(idMatkul)}/${id}/akomodasi`, {
      method: 'PUT',
      json: { pengali },
      auth: 'staff',
    }),
  );
