import { expect } from 'vitest';
import type { TestContext } from '../../../../test/context';

/** What the import API tests share: a new empty group of a materi, and a group's stored rows. */
export function importHelpers(
  t: () => TestContext,
  auth: () => Record<string, string>,
  materi: () => number,
) {
  const newGroup = async (nama: string) => {
    const r = await t().app.inject({
      method: 'POST',
      url: '/tryout/api/addGroupSoal',
      headers: auth(),
      payload: {
        master_materi: materi(),
        nama_group: nama,
        jumlah_soal_ujian: 1,
        urutan: 9,
        deskripsi: nama,
      },
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data.id as number;
  };
  const rowsOf = (groupId: number) =>
    t().db.selectFrom('questions').selectAll().where('group_soal', '=', groupId).orderBy('id').execute();
  return { newGroup, rowsOf };
}
