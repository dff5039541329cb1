import { dashboardCountsSchema } from '../staff/dashboard';
import { contractOf } from './contract';
import { dashboardPaths } from './dashboard.paths';

export const dashboardContract = contractOf('dashboard', dashboardPaths, {
  counts: { summary: 'Angka dashboard', response: dashboardCountsSchema },
});
