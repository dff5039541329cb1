import '@mantine/charts/styles.css';
import { BarChart, ScatterChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ItemAnalysisReport } from '@tryout/shared/item-analysis';

const decimal = (v: number) => v.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/**
 * The histogram of the nilai and the p-against-D plot (recharts through @mantine/charts). This module is
 * loaded lazily by the analysis page only: no other page downloads the charting library.
 */
export default function AnalysisCharts({ report }: { report: ItemAnalysisReport }) {
  const bins = report.histogram.map((b) => ({
    rentang: decimal(b.from),
    Peserta: b.count,
  }));
  const point = (i: ItemAnalysisReport['items'][number]) => ({
    p: i.p as number,
    D: i.d as number,
    nomor: i.nomor,
  });
  const plotted = report.items.filter((i) => i.p != null && i.d != null);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" data-testid="histogram">
        <Title order={4}>Sebaran Nilai</Title>
        <Text size="sm" c="dimmed" mb="sm">
          Jumlah peserta per rentang nilai (0 berarti 0 sampai di bawah 10; 90 sampai 100)
        </Text>
        <BarChart
          h={260}
          data={bins}
          dataKey="rentang"
          series={[{ name: 'Peserta', color: 'blue.6' }]}
          tickLine="y"
          xAxisProps={{ interval: 0 }}
        />
      </Paper>
      <Paper withBorder p="md" data-testid="scatter">
        <Title order={4}>Tingkat Kesukaran dan Daya Beda</Title>
        <Text size="sm" c="dimmed" mb="sm">
          Setiap titik satu soal: p (mendatar) terhadap D (tegak); di bawah garis D = 0,20 perlu revisi
        </Text>
        <ScatterChart
          h={260}
          data={[
            { name: 'Layak', color: 'teal.6', data: plotted.filter((i) => !i.revisi).map(point) },
            { name: 'Revisi', color: 'red.6', data: plotted.filter((i) => i.revisi).map(point) },
          ]}
          dataKey={{ x: 'p', y: 'D' }}
          labels={{ x: 'p', y: 'D' }}
          xAxisProps={{ domain: [0, 1], type: 'number' }}
          yAxisProps={{ domain: [-1, 1], type: 'number' }}
          valueFormatter={decimal}
          referenceLines={[{ y: 0.2, label: 'D = 0,20', color: 'red.6' }]}
          withLegend
        />
      </Paper>
    </SimpleGrid>
  );
}
