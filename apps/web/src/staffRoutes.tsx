import type { RouteObject } from 'react-router';
import { page } from './route-page';

/** The staff pages (spec §2.5) inside the staff layout, added to the router when first needed (routes.tsx). */
export const staffRoutes: RouteObject[] = [
  {
    id: 'staff',
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
        path: '/group-soal/import/:id/:id_master_materi',
        ...page(() => import('./features/question-bank/ImportSoalPage')),
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
      { path: '/matkul/:id_matkul/mahasiswa', ...page(() => import('./features/roster/RosterPage')) },
      { path: '/management-dosen', ...page(() => import('./features/users/ManagementDosenPage')) },
      { path: '/profile', ...page(() => import('./features/profile/ProfilePage')) },
      {
        path: '/reporting-pendaftar-tryout',
        ...page(() => import('./features/report/ReportingPendaftarPage')),
      },
      { path: '/pengaturan-kelulusan', ...page(() => import('./features/settings/PassSettingsPage')) },
      { path: '/pengiriman', ...page(() => import('./features/deliveries/DeliveriesPage')) },
      { path: '/kalibrasi-irt', ...page(() => import('./features/irt/KalibrasiIrtPage')) },
      { path: '/peserta-ujian/:id_ujian', ...page(() => import('./features/course-seats/CourseSeatsPage')) },
      { path: '/pengawasan-ujian', ...page(() => import('./features/monitor/PengawasanPage')) },
      { path: '/log-audit', ...page(() => import('./features/monitor/AuditLogPage')) },
      { path: '/analisis-butir-soal', ...page(() => import('./features/item-analysis/ItemAnalysisPage')) },
    ],
  },
];
