import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Card, Text } from '@mantine/core';
import type { IrtCalibrationDetail } from '@tryout/shared/irt';
import { fmt } from './format';

/**
 * The test information I(θ) of a calibration (items with enough data): where on the ability scale the
 * materi measures precisely (1 / √I is the standard error of θ there).
 */
export function InformationChart({ detail }: { detail: IrtCalibrationDetail }) {
  const data = detail.information.map((p) => ({ theta: p.theta, information: p.information }));
  const peak = data.reduce((m, p) => (p.information > m.information ? p : m), data[0]);
  return (
    <Card withBorder radius="md" p="md" data-testid="irt-information">
      <Text fw={600}>Fungsi informasi tes</Text>
      <Text fz="sm" c="dimmed" mb="sm">
        Puncak {fmt(peak?.information)} pada θ = {fmt(peak?.theta, 1)} (skor{' '}
        {Math.round(500 + 100 * (peak?.theta ?? 0))}
        ). Skor IRT = 500 + 100 θ.
      </Text>
      <LineChart
        h={240}
        data={data}
        dataKey="theta"
        series={[{ name: 'information', label: 'Informasi', color: 'blue.6' }]}
        curveType="natural"
        withDots={false}
        withLegend={false}
        xAxisLabel="θ (kemampuan)"
        yAxisLabel="Informasi"
        xAxisProps={{ interval: 9 }}
        valueFormatter={(v) => fmt(v)}
      />
    </Card>
  );
}
