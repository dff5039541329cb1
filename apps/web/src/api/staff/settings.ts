import type { settingsContract } from '@tryout/shared/api/settings.contract';
import { settingsPaths } from '@tryout/shared/api/settings.paths';
import { clientOf } from '../contract-client';

/** The pass settings and the programmes, typed by their contract (docs/decisions/0042). */
export const settingsApi = clientOf<typeof settingsContract>(settingsPaths);
