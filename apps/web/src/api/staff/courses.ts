import type { coursesContract } from '@tryout/shared/api/courses.contract';
import { coursesPaths } from '@tryout/shared/api/courses.paths';
import { clientOf } from '../contract-client';

/** The course routes, typed by their contract (docs/decisions/0042). */
export const coursesApi = clientOf<typeof coursesContract>(coursesPaths);
