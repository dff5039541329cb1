import type { BankUsage } from '@tryout/shared/bank-access';
import { request } from '../../api/client';

/** GET /materi/:id/pemakaian: what uses a materi and what its delete would take (docs/decisions/0016). */
export async function materiUsage(id: number): Promise<BankUsage> {
  return (await request<BankUsage>(`materi/${id}/pemakaian`, { auth: 'staff' })).data;
}
