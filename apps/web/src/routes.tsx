import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import ErrorPage from './components/ErrorPage';
import { examPageLoader } from './features/take-exam/examPageLoader';

import { page } from './route-page';

/** Every client route of spec §2 (base path /tryout). */
export const routes: RouteObject[] = [
  // public and candidate (spec §2.1)
  { path: '/', ...page(() => import('./features/accounts/LoginPage')) },
  { path: '/register', ...page(() => import('./features/accounts/RegisterPage')) },
  { path: '/tes-users/tryout/verify', ...page(() => import('./features/accounts/VerifyPage')) },
  { path: '/forgot-password', ...page(() => import('./features/accounts/ForgotPasswordPage')) },
  {
    path: '/tes-users/tryout/forgot-password/confirm',
    ...page(() => import('./features/accounts/ResetPasswordPage')),
  },
  { path: '/admin', ...page(() => import('./features/staff-auth/StaffLoginPage')) },
  { path: '/ujian/:no_reg', ...page(() => import('./features/exam-overview/OverviewPage')) },
  {
    path: '/ujian/:no_reg/formujian/:kode_ujian',
    loader: examPageLoader,
    ...page(() => import('./features/take-exam/ExamPage')),
  },
  {
    path: '/ujian/:no_reg/formujiantoefl/:kode_ujian/:urutan',
    ...page(() => import('./features/take-exam/ToeflExamPage')),
  },
  { path: '/ujian/:no_reg/ujiantoefl', ...page(() => import('./features/toefl/ToeflOverviewPage')) },
  {
    path: '/ujian/:no_reg/hasilujian/:kode_ujian',
    ...page(() => import('./features/exam-results/ResultsPage')),
  },
  // course exams taken by students (design.md §4)
  { path: '/detail', ...page(() => import('./features/course-exam/CourseExamCodePage')) },
  { path: '/detail/:kode_ujian', ...page(() => import('./features/course-exam/CourseExamEntryPage')) },
  { path: '/detail/:kode_ujian/ujian', ...page(() => import('./features/take-exam/CourseExamPage')) },
  {
    path: '/ujian/:no_reg/pembahasan/:kode_ujian',
    ...page(() => import('./features/exam-review/PembahasanPage')),
  },
  { path: '/verifikasi/:kode', ...page(() => import('./features/score-report/VerifikasiPage')) },
  { path: '*', Component: ErrorPage },
];

/** The routes above but the catch-all: what a candidate's path matches. */
const candidateRoutes = routes.filter((r) => r.path !== '*');

export const router = createBrowserRouter(routes, {
  basename: '/tryout',
  // The staff pages' routes (their table and the preload lists of their chunks, staffRoutes.tsx)
  // are added when a path matches none of the candidate routes: the candidate pages, the exam
  // page first, never load them. A patch is applied only while its navigation is current, and
  // patching the same routes again changes nothing (the layout route has a fixed id).
  async patchRoutesOnNavigation({ path, patch }) {
    if (matchRoutes(candidateRoutes, path, '/tryout')) return;
    const { staffRoutes } = await import('./staffRoutes');
    patch(null, staffRoutes);
  },
});
