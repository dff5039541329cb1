import type { examSignalsContract } from '@tryout/shared/api/monitor.contract';
import { examSignalsPaths } from '@tryout/shared/api/monitor.paths';
import { clientOf } from '../contract-client';
import { examRequest } from './examRequest';

/** The exam page's report of its integrity signals, sent with the exam token's renewal (docs/decisions/0042). */
export const examSignalsApi = clientOf<typeof examSignalsContract>(examSignalsPaths, examRequest);
