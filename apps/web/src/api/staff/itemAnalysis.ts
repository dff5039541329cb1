import type { itemAnalysisContract } from '@tryout/shared/api/item-analysis.contract';
import { itemAnalysisPaths } from '@tryout/shared/api/item-analysis.paths';
import { clientOf } from '../contract-client';

/** The item analysis routes, typed by their contract (docs/decisions/0042). */
export const itemAnalysisApi = clientOf<typeof itemAnalysisContract>(itemAnalysisPaths);
