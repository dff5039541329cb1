import { createBrowserRouter, type RouteObject } from 'react-router';
import ErrorPage from './components/ErrorPage';
import { examPageLoader } from './features/exam-day/examPageLoader';

type PageModule = Promise<{ default: React.ComponentType }>;
/** Each page is its own chunk: candidate pages never load staff code. */
const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

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
  { path: '/ujian/:no_reg', ...page(() => import('./features/exam-day/OverviewPage')) },
  {
    path: '/ujian/:no_reg/formujian/:kode_ujian',
    loader: examPageLoader,
    ...page(() => import('./features/exam-day/ExamPage')),
  },
  {
    path: '/ujian/:no_reg/formujiantoefl/:kode_ujian/:urutan',
    ...page(() => import('./features/exam-day/ToeflExamPage')),
  },
  { path: '/ujian/:no_reg/ujiantoefl', ...page(() => import('./features/exam-day/ToeflOverviewPage')) },
  { path: '/ujian/:no_reg/hasilujian/:kode_ujian', ...page(() => import('./features/exam-day/ResultsPage')) },
  {
    path: '/ujian/:no_reg/pembahasan/:kode_ujian',
    ...page(() => import('./features/exam-day/PembahasanPage')),
  },
  { path: '/verifikasi/:kode', ...page(() => import('./features/score-report/VerifikasiPage')) },
  // course exams taken by students (design.md §4)
  { path: '/detail/:kode_ujian', ...page(() => import('./features/course-exam/CourseExamEntryPage')) },
  { path: '/detail/:kode_ujian/ujian', ...page(() => import('./features/exam-day/CourseExamPage')) },
  // staff (spec §2.5), inside the staff layout
  {
    ...page(() => import('./features/staff-shell/StaffLayout')),
    children: [
      { path: '/admin-dashboard', ...page(() => import('./features/dashboard/DashboardPage')) },
      { path: '/dashboard', ...page(() => import('./features/dashboard/DashboardPage')) },
      { path: '/dashboard/add_ujian', ...page(() => import('./features/dashboard/AddExamPage')) },
      { path: '/category', ...page(() => import('./features/dashboard/CategoryPage')) },
      { path: '/master-materi', ...page(() => import('./features/materi/MasterMateriPage')) },
      { path: '/group-soal', ...page(() => import('./features/question-bank/GroupSoalPage')) },
      {
        path: '/group-soal/bank-soal/:id/:id_master_materi',
        ...page(() => import('./features/question-bank/BankSoalPage')),
      },
      {
        path: '/group-soal/view-all-soal/:id',
        ...page(() => import('./features/question-bank/ViewAllSoalPage')),
      },
      {
        path: '/group-soal/bank_soal/:id/:id_master_materi/add_soal',
        ...page(() => import('./features/question-bank/AddSoalPage')),
      },
      {
        path: '/group-soal/bank_soal/:id_group_soal/:id_master_materi/edit_soal/:id',
        ...page(() => import('./features/question-bank/EditSoalPage')),
      },
      { path: '/hasil-ujian', ...page(() => import('./features/results/HasilUjianPage')) },
      { path: '/detail-hasil-ujian/:id', ...page(() => import('./features/results/DetailHasilUjianPage')) },
      {
        path: '/detail-hasil-ujian-prodi/:id',
        ...page(() => import('./features/results/DetailHasilUjianProdiPage')),
      },
      { path: '/pdf-hasil-ujian/:id', ...page(() => import('./features/results/PdfHasilUjianPage')) },
      { path: '/hasil-ujian-mahasiswa', ...page(() => import('./features/results/HasilUjianMahasiswaPage')) },
      {
        path: '/nilai-ujian-mahasiswa/:id',
        ...page(() => import('./features/results/NilaiUjianMahasiswaPage')),
      },
      { path: '/management-matkul', ...page(() => import('./features/courses/ManagementMatkulPage')) },
      { path: '/management-dosen', ...page(() => import('./features/users/ManagementDosenPage')) },
      { path: '/profile', ...page(() => import('./features/profile/ProfilePage')) },
      {
        path: '/reporting-pendaftar-tryout',
        ...page(() => import('./features/report/ReportingPendaftarPage')),
      },
      { path: '/pengaturan-kelulusan', ...page(() => import('./features/settings/PassSettingsPage')) },
      { path: '/pengiriman', ...page(() => import('./features/deliveries/DeliveriesPage')) },
      { path: '/peserta-ujian/:id_ujian', ...page(() => import('./features/course-seats/CourseSeatsPage')) },
      { path: '/analisis-butir-soal', ...page(() => import('./features/item-analysis/ItemAnalysisPage')) },
    ],
  },
  { path: '*', Component: ErrorPage },
];

export const router = createBrowserRouter(routes, { basename: '/tryout' });
