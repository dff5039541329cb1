import { Alert, Badge, Button, Card, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { IRT_MODELS, IRT_MSG, type IrtCalibration, type IrtModelName } from '@tryout/shared/irt';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { MateriSelect } from '../../components/MateriSelect';
import { notifyError, notifySuccess } from '../../components/notify';
import { StaffPage } from '../../components/StaffPage';
import { formatWib } from '../../lib/dates';
import { fmt } from './format';
import { InformationChart } from './InformationChart';
import { ItemTable } from './ItemTable';
import { useIrtMateri } from './irtMateri';
import { isActive, useKalibrasi } from './kalibrasi';
import { useKalibrasiDetail } from './kalibrasiDetail';
import { useMulaiKalibrasi } from './mulaiKalibrasi';

const STATE_COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red' } as const;

function StateBadge({ c }: { c: IrtCalibration }) {
  return (
    <Badge color={STATE_COLOR[c.state]} variant="light">
      {IRT_MSG.states[c.state]}
    </Badge>
  );
}

/** `/kalibrasi-irt` — IRT calibration of a tryout materi: start (model), progress, versions, items. */
export default function KalibrasiIrtPage() {
  const materi = useIrtMateri();
  const [chosen, setChosen] = useState<number | null>(null);
  const [model, setModel] = useState<IrtModelName>('2pl');
  const [picked, setPicked] = useState<number | null>(null);
  const materiId = chosen ?? materi.data?.find((m) => m.latest)?.id ?? materi.data?.[0]?.id ?? null;
  const versions = useKalibrasi(materiId);
  const latest = versions.data?.[0];
  const shownId = picked ?? versions.data?.find((v) => v.state === 'done')?.id ?? null;
  const start = useMulaiKalibrasi();
  const running = isActive(latest);

  function onStart() {
    if (materiId == null) return;
    start.mutate(
      { materi_id: materiId, model },
      {
        onSuccess: () => {
          setPicked(null);
          notifySuccess(IRT_MSG.started);
        },
        onError: (err) => notifyError(err),
      },
    );
  }

  return (
    <StaffPage title={IRT_MSG.title}>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <MateriSelect
              label="Materi"
              materi={materi.data}
              value={materiId}
              onChange={(id) => {
                setChosen(id);
                setPicked(null);
              }}
            />
            <Stack gap={4}>
              <Text fz="sm" fw={500} id="irt-model-label">
                Model
              </Text>
              <SegmentedControl
                aria-labelledby="irt-model-label"
                value={model}
                onChange={(v) => setModel(v as IrtModelName)}
                data={IRT_MODELS.map((m) => ({ value: m, label: IRT_MSG.models[m] }))}
              />
            </Stack>
            <Button onClick={onStart} loading={start.isPending} disabled={materiId == null || running}>
              Mulai Kalibrasi
            </Button>
          </Group>
          <Text fz="sm" c="dimmed">
            Kalibrasi memakai percobaan pertama setiap peserta; soal yang tidak terambil dianggap kosong,
            bukan salah. Soal dengan kurang dari 200 jawaban tidak diberi parameter. Nilai dan kelulusan tidak
            berubah.
          </Text>
          <Text fz="sm" c="dimmed" data-testid="irt-dichotomous">
            {IRT_MSG.dichotomous}
          </Text>
          {latest && running && (
            <Stack gap={4} data-testid="irt-progress">
              <Group justify="space-between">
                <Text fz="sm">
                  Kalibrasi {IRT_MSG.models[latest.model]}: <StateBadge c={latest} />
                </Text>
                <Text fz="sm" fw={600}>
                  {latest.progress}%
                </Text>
              </Group>
              <Progress value={latest.progress} animated aria-label="Kemajuan kalibrasi" />
            </Stack>
          )}
        </Stack>
      </Card>
      <Versions
        versions={versions.data}
        fetching={versions.isFetching}
        shownId={shownId}
        onShow={setPicked}
      />
      {shownId != null && <Detail id={shownId} />}
    </StaffPage>
  );
}

function Versions({
  versions,
  fetching,
  shownId,
  onShow,
}: {
  versions: IrtCalibration[] | undefined;
  fetching: boolean;
  shownId: number | null;
  onShow: (id: number) => void;
}) {
  const count = versions?.length ?? 0;
  const columns: DataTableColumn<IrtCalibration>[] = [
    { accessor: 'id', title: 'Versi', width: 64, textAlign: 'center', render: (_, i) => count - i },
    {
      accessor: 'created_at',
      title: 'Tanggal',
      noWrap: true,
      render: (c) => formatWib(c.finished_at ?? c.created_at),
    },
    { accessor: 'model', title: 'Model', render: (c) => IRT_MSG.models[c.model] },
    { accessor: 'sample_size', title: 'Peserta', textAlign: 'right', render: (c) => c.sample_size ?? '-' },
    {
      accessor: 'items_enough',
      title: 'Soal cukup data',
      textAlign: 'right',
      visibleMediaQuery: '(min-width: 48em)',
      render: (c) => (c.item_count == null ? '-' : `${c.items_enough ?? 0} / ${c.item_count}`),
    },
    {
      accessor: 'log_likelihood',
      title: 'Log-likelihood',
      textAlign: 'right',
      visibleMediaQuery: '(min-width: 62em)',
      render: (c) => fmt(c.log_likelihood),
    },
    { accessor: 'state', title: 'Status', render: (c) => <StateBadge c={c} /> },
    {
      accessor: 'actions',
      title: 'Aksi',
      textAlign: 'right',
      render: (c) => (
        <Button
          size="compact-sm"
          variant={c.id === shownId ? 'filled' : 'light'}
          disabled={c.state !== 'done'}
          aria-label={`Lihat versi ${c.id}`}
          onClick={() => onShow(c.id)}
        >
          Lihat
        </Button>
      ),
    },
  ];
  return (
    <Stack gap={6}>
      <Text fw={600}>Versi kalibrasi</Text>
      <DataTable<IrtCalibration>
        records={versions}
        fetching={fetching && !versions}
        columns={columns}
        noRecordsText="Belum ada kalibrasi untuk materi ini"
      />
    </Stack>
  );
}

function Detail({ id }: { id: number }) {
  const detail = useKalibrasiDetail(id);
  if (detail.isPending) return null;
  if (detail.isError) return <Alert color="red">{IRT_MSG.calibrationNotFound}</Alert>;
  const d = detail.data;
  return (
    <Stack gap="md" data-testid="irt-detail">
      <Text fz="sm" c="dimmed">
        {IRT_MSG.models[d.model]} · {formatWib(d.finished_at)} · {d.sample_size ?? 0} peserta ·{' '}
        {d.scored ?? 0} skor tersimpan{d.converged === false ? ' · belum konvergen' : ''}
      </Text>
      {d.enough_data ? (
        <InformationChart detail={d} />
      ) : (
        <Alert color="yellow" title={IRT_MSG.notEnoughData} data-testid="irt-not-enough-all">
          Belum ada soal dengan sedikitnya 200 jawaban pada percobaan pertama.
        </Alert>
      )}
      <Text fw={600}>Parameter soal</Text>
      <ItemTable items={d.items} />
    </Stack>
  );
}
