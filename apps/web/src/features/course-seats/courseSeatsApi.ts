import type { courseSeatsContract } from '@tryout/shared/api/course-seats.contract';
import { courseSeatsPaths } from '@tryout/shared/api/course-seats.paths';
import { clientOf } from '../../api/contract-client';

/** A course exam's participants and 'Buka Sesi'. */
export const courseSeatsApi = clientOf<typeof courseSeatsContract>(courseSeatsPaths);
