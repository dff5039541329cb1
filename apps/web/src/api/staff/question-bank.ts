import type { bankImportContract } from '@tryout/shared/api/bank-import.contract';
import { bankImportPaths } from '@tryout/shared/api/bank-import.paths';
import type { questionBankContract } from '@tryout/shared/api/question-bank.contract';
import { questionBankPaths } from '@tryout/shared/api/question-bank.paths';
import type { stimulusContract } from '@tryout/shared/api/stimulus.contract';
import { stimulusPaths } from '@tryout/shared/api/stimulus.paths';
import { clientOf } from '../contract-client';

/** The question bank's groups and questions, typed by their contract (docs/decisions/0042). */
export const questionBankApi = clientOf<typeof questionBankContract>(questionBankPaths);
/** The shared passages (wacana) of a question group. */
export const stimulusApi = clientOf<typeof stimulusContract>(stimulusPaths);
/** Question import (the export and template downloads: downloadFrom(bankImportPaths.…)). */
export const bankImportApi = clientOf<typeof bankImportContract>(bankImportPaths);
