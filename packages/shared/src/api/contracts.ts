import { accountsContract } from './accounts.contract';
import { auditContract } from './audit.contract';
import { bankImportContract } from './bank-import.contract';
import { courseSeatsContract } from './course-seats.contract';
import { coursesContract } from './courses.contract';
import { dashboardContract } from './dashboard.contract';
import { examDayContract } from './exam-day.contract';
import { examSessionContract } from './exam-session.contract';
import { examsContract } from './exams.contract';
import { healthContract } from './health.contract';
import { insightContract } from './insight.contract';
import { integrationContract } from './integration.contract';
import { irtContract } from './irt.contract';
import { itemAnalysisContract } from './item-analysis.contract';
import { materiContract } from './materi.contract';
import { metricsContract } from './metrics.contract';
import { examSignalsContract, monitorContract } from './monitor.contract';
import { outageContract } from './outage.contract';
import { outboxContract } from './outbox.contract';
import { questionBankContract } from './question-bank.contract';
import { reportContract } from './report.contract';
import { rescueContract } from './rescue.contract';
import { resultsContract } from './results.contract';
import { reviewContract } from './review.contract';
import { rosterContract } from './roster.contract';
import { scoreReportContract } from './score-report.contract';
import { settingsContract } from './settings.contract';
import { staffAuthContract } from './staff-auth.contract';
import { stimulusContract } from './stimulus.contract';
import { usersContract } from './users.contract';

/**
 * Every area's contract (docs/decisions/0042): the contract test checks that the server registers
 * exactly these routes, each from its contract. A new area adds its contract here.
 */
export const CONTRACTS = [
  accountsContract,
  auditContract,
  bankImportContract,
  courseSeatsContract,
  coursesContract,
  dashboardContract,
  examDayContract,
  examSessionContract,
  examsContract,
  healthContract,
  insightContract,
  integrationContract,
  irtContract,
  itemAnalysisContract,
  materiContract,
  metricsContract,
  monitorContract,
  examSignalsContract,
  outageContract,
  outboxContract,
  questionBankContract,
  reportContract,
  rescueContract,
  resultsContract,
  reviewContract,
  rosterContract,
  scoreReportContract,
  settingsContract,
  staffAuthContract,
  stimulusContract,
  usersContract,
] as const;
