import { materiApi } from '../../api/staff/materi';

/** GET /materi/:id/pemakaian: what uses a materi and what its delete would take (docs/decisions/0016). */
export async function materiUsage(id: number) {
  return (await materiApi.usage({ params: { id } })).data;
}
