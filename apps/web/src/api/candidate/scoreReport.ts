import type { scoreReportContract } from '@tryout/shared/api/score-report.contract';
import { scoreReportPaths } from '@tryout/shared/api/score-report.paths';
import { clientOf } from '../contract-client';

/** The score report's routes (the candidate's PDF, the public verification), typed by their contract (docs/decisions/0042). */
export const scoreReportApi = clientOf<typeof scoreReportContract>(scoreReportPaths);
