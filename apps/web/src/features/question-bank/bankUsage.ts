import type { BankUsage } from '@tryout/shared/bank-access';
import { request } from '../../api/client';

/** GET /groupSoal/:id/pemakaian and /soal/:id/pemakaian: what uses it, what its delete takes (docs/decisions/0016). */
export async function bankUsage(of: 'groupSoal' | 'soal', id: number): Promise<BankUsage> {
  return (await request<BankUsage>(`${of}/${id}/pemakaian`, { auth: 'staff' })).data;
}
