import type { rescueContract } from '@tryout/shared/api/rescue.contract';
import { rescuePaths } from '@tryout/shared/api/rescue.paths';
import { clientOf } from './contract-client';

/**
 * The rescue file's routes (docs/decisions/0012): the public key the exam page seals the file to,
 * and the staff's upload (monitor, result page).
 */
export const rescueApi = clientOf<typeof rescueContract>(rescuePaths);
