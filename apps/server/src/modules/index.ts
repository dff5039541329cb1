import { accountsRoutes } from './accounts/accounts.routes';
import { auditRoutes } from './audit/audit.routes';
import { courseSeatsRoutes } from './course-seats/course-seats.routes';
import { coursesRoutes } from './courses/courses.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { examRoutes } from './exam-day/exam-day.routes';
import { rescueRoutes } from './exam-day/rescue.routes';
import { examsRoutes } from './exams/exams.routes';
import { healthRoutes } from './health/health.routes';
import type { ModuleRoutes } from './http';
import { insightRoutes } from './insight/insight.routes';
import { integrationRoutes } from './integration/integration.routes';
import { irtRoutes } from './irt/irt.routes';
import { itemAnalysisRoutes } from './item-analysis/item-analysis.routes';
import { materiRoutes } from './materi/materi.routes';
import { monitorRoutes } from './monitor/monitor.routes';
import { outageRoutes } from './outage/outage.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { importRoutes } from './question-bank/import/import.routes';
import { questionBankRoutes } from './question-bank/question-bank.routes';
import { stimulusRoutes } from './question-bank/stimulus.routes';
import { reportRoutes } from './report/report.routes';
import { resultsRoutes } from './results/results.routes';
import { reviewRoutes } from './review/review.routes';
import { rosterRoutes } from './roster/roster.routes';
import { scoreReportRoutes } from './score-report/score-report.routes';
import { settingsRoutes } from './settings/settings.routes';
import { staffAuthRoutes } from './staff-auth/staff-auth.routes';
import { usersRoutes } from './users/users.routes';

/** Every area's routes, registered under /tryout/api. One line per module. */
export const modules: ModuleRoutes[] = [
  healthRoutes,
  materiRoutes,
  questionBankRoutes,
  stimulusRoutes,
  examsRoutes,
  coursesRoutes,
  usersRoutes,
  dashboardRoutes,
  accountsRoutes,
  staffAuthRoutes,
  examRoutes,
  courseSeatsRoutes,
  rosterRoutes,
  outboxRoutes,
  integrationRoutes,
  resultsRoutes,
  reportRoutes,
  settingsRoutes,
  irtRoutes,
  importRoutes,
  monitorRoutes,
  auditRoutes,
  outageRoutes,
  rescueRoutes,
  itemAnalysisRoutes,
  insightRoutes,
  reviewRoutes,
  scoreReportRoutes,
];
