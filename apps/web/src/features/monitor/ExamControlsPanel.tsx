import { Badge, Button, Group, NumberInput, Paper, Switch, Text } from '@mantine/core';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { useState } from 'react';
import { formatWib } from '../../lib/dates';
import { type TargetRef, useExamControls, useSaveExamControls } from './monitorApi';
import { ReasonModal } from './shared';

/** The target's 'Token ujian' (read out by the proctor) and 'Wajib layar penuh', and their settings. */
export function ExamControlsPanel({ target }: { target: TargetRef }) {
  const controls = useExamControls(target);
  const save = useSaveExamControls(target);
  const [open, setOpen] = useState(false);
  const [tokenOn, setTokenOn] = useState(false);
  const [minutes, setMinutes] = useState<number | string>(15);
  const [fullscreen, setFullscreen] = useState(false);
  const [alasan, setAlasan] = useState('');
  const c = controls.data;
  const edit = () => {
    setTokenOn(c?.token_aktif ?? false);
    setMinutes(c?.token_menit ?? 15);
    setFullscreen(c?.wajib_layar_penuh ?? false);
    setAlasan('');
    setOpen(true);
  };
  const minutesOk =
    typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 5 && minutes <= 120;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="md" wrap="wrap">
          {c?.token_aktif && c.token ? (
            <Group gap="xs">
              <Text size="sm">Token ujian</Text>
              <Text
                fw={800}
                fz={26}
                ff="monospace"
                style={{ letterSpacing: '0.2em' }}
                data-testid="token-ujian"
              >
                {c.token}
              </Text>
              <Text size="xs" c="dimmed">
                berganti {formatWib(c.berlaku_sampai, 'HH:mm')}
              </Text>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Token ujian tidak aktif
            </Text>
          )}
          <Badge variant="light" color={c?.wajib_layar_penuh ? 'blue' : 'gray'}>
            Layar penuh: {c?.wajib_layar_penuh ? 'wajib' : 'tidak wajib'}
          </Badge>
        </Group>
        <Button variant="default" size="compact-sm" onClick={edit} disabled={!c}>
          Pengaturan ujian
        </Button>
      </Group>
      <ReasonModal
        opened={open}
        onClose={() => setOpen(false)}
        title="Pengaturan ujian"
        alasan={alasan}
        setAlasan={setAlasan}
        valid={minutesOk}
        busy={save.isPending}
        submit={() =>
          save.mutateAsync({
            token_aktif: tokenOn,
            token_menit: Number(minutes),
            wajib_layar_penuh: fullscreen,
            alasan: alasan.trim(),
          })
        }
      >
        <Switch
          label="Token ujian"
          description="Peserta memasukkan token 6 karakter yang dibacakan pengawas untuk memulai"
          checked={tokenOn}
          onChange={(e) => setTokenOn(e.currentTarget.checked)}
        />
        <NumberInput
          label="Token berganti tiap (menit)"
          min={5}
          max={120}
          allowDecimal={false}
          value={minutes}
          onChange={setMinutes}
          disabled={!tokenOn}
          error={minutesOk ? undefined : MONITOR_MSG.tokenMinutesInvalid}
        />
        <Switch
          label="Wajib layar penuh"
          description={`Meminta layar penuh saat mulai dan mencatat bila peserta keluar; tidak pernah menghalangi. ${MONITOR_MSG.fullscreenUnsupported}`}
          checked={fullscreen}
          onChange={(e) => setFullscreen(e.currentTarget.checked)}
        />
      </ReasonModal>
    </Paper>
  );
}
