import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text } from '@mantine/core';
import { durationText, OUTAGE_MSG, type SilenceAlert } from '@tryout/shared/outage';
import { useState } from 'react';
import { formatWib } from '../../lib/dates';
import { type TargetRef, useMonitorAction } from './monitorApi';
import { useOutage, useSaveOutage } from './outageApi';
import { ReasonModal } from './shared';

const intIn = (v: number | string, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The alert: many takers silent at once while the server is healthy; the time back in one action. */
function SilenceAlertBox({ target, alert }: { target: TargetRef; alert: SilenceAlert }) {
  const action = useMonitorAction(target);
  const [open, setOpen] = useState(false);
  const durasi = durationText(alert.detik);
  const [alasan, setAlasan] = useState('');
  const menit = Math.min(240, Math.max(1, Math.ceil(alert.detik / 60)));
  const names = alert.peserta.slice(0, 8).map((p) => p.nama);
  return (
    <Alert color="red" variant="light" title={OUTAGE_MSG.alertTitle} data-testid="peringatan-hening">
      <Stack gap="xs">
        <Text size="sm">{OUTAGE_MSG.alertText(alert.peserta.length, durasi)}</Text>
        <Text size="xs" c="dimmed">
          {alert.peserta.length} dari {alert.dari} peserta yang mengerjakan · terakhir terdengar sejak{' '}
          {formatWib(alert.sejak, 'HH:mm:ss')} · {names.join(', ')}
          {alert.peserta.length > names.length ? ', …' : ''}
        </Text>
        <Group>
          <Button
            color="red"
            size="compact-sm"
            onClick={() => {
              setAlasan(OUTAGE_MSG.giveBackReason(durasi));
              setOpen(true);
            }}
          >
            {OUTAGE_MSG.giveBack} ({menit} menit)
          </Button>
        </Group>
      </Stack>
      <ReasonModal
        opened={open}
        onClose={() => setOpen(false)}
        title={OUTAGE_MSG.giveBack}
        alasan={alasan}
        setAlasan={setAlasan}
        busy={action.isPending}
        submitLabel={OUTAGE_MSG.giveBack}
        autoFocusReason
        submit={() =>
          action.mutateAsync({
            name: 'tambah-waktu',
            body: { menit, peserta: alert.peserta.map((p) => p.id), alasan: alasan.trim() },
          })
        }
      >
        <Text size="sm">
          Tambah {menit} menit untuk {alert.peserta.length} peserta yang terputus bersamaan.
        </Text>
      </ReasonModal>
    </Alert>
  );
}

/**
 * Outage credit on the monitor (docs/decisions/0011): the target's setting (automatic credit when the
 * server was down, its threshold and maximum) and the alert when many takers fall silent at once.
 */
export function OutagePanel({ target }: { target: TargetRef }) {
  const outage = useOutage(target);
  const save = useSaveOutage(target);
  const [open, setOpen] = useState(false);
  const [auto, setAuto] = useState(true);
  const [threshold, setThreshold] = useState<number | string>(60);
  const [max, setMax] = useState<number | string>(60);
  const [alasan, setAlasan] = useState('');
  const s = outage.data?.pengaturan;
  const edit = () => {
    setAuto(s?.otomatis ?? true);
    setThreshold(s?.ambang_detik ?? 60);
    setMax(s?.maks_menit ?? 60);
    setAlasan('');
    setOpen(true);
  };
  const thresholdOk = intIn(threshold, 10, 3600);
  const maxOk = intIn(max, 0, 240);
  return (
    <>
      {outage.data?.hening && <SilenceAlertBox target={target} alert={outage.data.hening} />}
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Badge variant="light" color={s?.otomatis ? 'blue' : 'gray'} data-testid="perpanjangan-otomatis">
            {s
              ? s.otomatis
                ? `Perpanjangan otomatis saat server tidak tersedia > ${s.ambang_detik} detik (maks. ${s.maks_menit} menit)`
                : 'Perpanjangan otomatis: tidak aktif'
              : 'Perpanjangan otomatis'}
          </Badge>
          <Button variant="default" size="compact-sm" onClick={edit} disabled={!s}>
            Pengaturan gangguan
          </Button>
        </Group>
      </Paper>
      <ReasonModal
        opened={open}
        onClose={() => setOpen(false)}
        title="Pengaturan gangguan"
        alasan={alasan}
        setAlasan={setAlasan}
        valid={thresholdOk && maxOk}
        busy={save.isPending}
        submit={() =>
          save.mutateAsync({
            otomatis: auto,
            ambang_detik: Number(threshold),
            maks_menit: Number(max),
            alasan: alasan.trim(),
          })
        }
      >
        <Switch
          label="Perpanjangan otomatis"
          description="Bila server atau databasenya tidak tersedia lebih lama dari ambang, tenggat setiap peserta yang sedang mengerjakan diperpanjang sebesar lama gangguan"
          checked={auto}
          onChange={(e) => setAuto(e.currentTarget.checked)}
        />
        <NumberInput
          label="Ambang (detik)"
          min={10}
          max={3600}
          allowDecimal={false}
          value={threshold}
          onChange={setThreshold}
          error={thresholdOk ? undefined : OUTAGE_MSG.thresholdInvalid}
        />
        <NumberInput
          label="Perpanjangan maksimal per peserta (menit)"
          min={0}
          max={240}
          allowDecimal={false}
          value={max}
          onChange={setMax}
          error={maxOk ? undefined : OUTAGE_MSG.maxInvalid}
        />
      </ReasonModal>
    </>
  );
}
