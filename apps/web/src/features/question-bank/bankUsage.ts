import { questionBankApi } from '../../api/staff/question-bank';

/** GET /groupSoal/:id/pemakaian and /soal/:id/pemakaian: what uses it, what its delete takes (docs/decisions/0016). */
export async function bankUsage(of: 'groupSoal' | 'soal', id: number) {
  const usage = of === 'groupSoal' ? questionBankApi.groupUsage : questionBankApi.usage;
  return (await usage({ params: { id } })).data;
}
