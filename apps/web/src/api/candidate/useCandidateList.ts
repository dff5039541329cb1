import { getExamToken } from '../../lib/storage';
import { useListUjian } from './listUjian';

/** The exam list for the secondary candidate pages (they need the exam token from the overview). */
export const useCandidateList = (no_reg: string) => useListUjian(no_reg, !!getExamToken());
