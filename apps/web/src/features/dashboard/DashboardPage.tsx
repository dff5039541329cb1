import { Button, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { StaffUjian } from '@tryout/shared/staff/exams';
import { Link } from 'react-router';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { StaffPage } from '../../components/StaffPage';
import { type ExamTab, ExamTabs } from './ExamTabs';
import { useDashboard } from './getDashboard';
import { useExamActions } from './useExamActions';

const TABS: { value: StaffUjian['type_soal']; label: string }[] = [
  { value: 'PG', label: 'List Ujian Pilihan Ganda' },
  { value: 'Essay', label: 'List Ujian Essay' },
  { value: 'PG Dan Essay', label: 'List Ujian Pilihan Ganda Dan Essay' },
];

/** One tab per question type; the PG list shows no schedule. */
const soalTabs = (): ExamTab[] =>
  TABS.map((t) => ({ ...t, holds: (e) => e.type_soal === t.value, withSchedule: t.value !== 'PG' }));

const ADMIN_LINKS = [
  { to: '/pengaturan-kelulusan', label: 'Pengaturan Kelulusan', hint: 'KKM dan nilai minimal prodi' },
  { to: '/pengiriman', label: 'Pengiriman', hint: 'Status e-mail, WhatsApp dan SIAKAD' },
  { to: '/management-matkul', label: 'Manajemen Matakuliah', hint: 'Daftar Matakuliah' },
  { to: '/hasil-ujian-mahasiswa', label: 'Hasil Ujian Mahasiswa', hint: 'Daftar Ujian Mahasiswa' },
];

function Counter({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value == null ? (
        <Skeleton h={34} w={60} mt={4} />
      ) : (
        <Text fz={28} fw={700} data-testid={`counter-${color}`}>
          {value}
        </Text>
      )}
    </Card>
  );
}

/** /admin-dashboard and /dashboard — counters, 'Tambah Ujian' and the exam lists (spec §2.5, §2.6). */
export default function DashboardPage() {
  const me = useDosenDetail();
  const counts = useDashboard();
  const actions = useExamActions();
  const isAdmin = me.data?.role === 'admin';
  return (
    <StaffPage
      title="Dashboard"
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to="/category">
            Semua Ujian
          </Button>
          <Button onClick={actions.openAdd}>Tambah Ujian</Button>
        </Group>
      }
      after={actions.modal}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Counter label="Jumlah Ujian" value={counts.data?.jumlah_ujian} color="blue" />
        <Counter label="Jumlah Peserta Ujian" value={counts.data?.jumlah_peserta} color="teal" />
        <Counter label="Peserta Lulus" value={counts.data?.jumlah_lulus} color="grape" />
      </SimpleGrid>
      {isAdmin && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {ADMIN_LINKS.map((l) => (
            <Card key={l.to} component={Link} to={l.to} withBorder radius="md" padding="sm">
              <Text fw={600} c="blue.9">
                {l.label}
              </Text>
              <Text size="xs" c="dimmed">
                {l.hint}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <ExamTabs tabs={soalTabs} actions={actions} />
    </StaffPage>
  );
}
