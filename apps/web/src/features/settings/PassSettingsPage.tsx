import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@tryout/shared/messages';
import { type ProgrammeRow, SETTINGS_MSG } from '@tryout/shared/results';
import { useEffect, useState } from 'react';
import { useDosenDetail } from '../../api/staff/dosenDetail';
import { useProgrammes } from '../../api/staff/programmes';
import { askReason } from '../../components/askReason';
import { confirmReviewOpened } from '../../components/confirmReviewOpened';
import { DataTable } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../components/notify';
import { ReasonField, reasonOk } from '../../components/ReasonField';
import { ScoreInput } from '../../components/ScoreInput';
import { StaffPage } from '../../components/StaffPage';
import { WholeNumberInput } from '../../components/WholeNumberInput';
import { formatWib } from '../../lib/dates';
import { usePutProgramme } from './programmes';
import { type SettingsBody, usePutSettings, useSettings } from './settings';

function ThresholdCell({ p, readOnly }: { p: ProgrammeRow; readOnly: boolean }) {
  const [value, setValue] = useState<number | string>(p.nilai_min_kelulusan);
  const put = usePutProgramme();
  useEffect(() => setValue(p.nilai_min_kelulusan), [p.nilai_min_kelulusan]);
  // out of range is sent as typed: the server refuses it with its message
  const invalid = value === '';
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <ScoreInput
        aria-label={`Nilai minimal ${p.nama_prodi}`}
        w={110}
        value={value}
        onChange={setValue}
        disabled={readOnly || put.isPending}
        error={invalid ? SETTINGS_MSG.nilaiMinRange : undefined}
      />
      {!readOnly && (
        <Button
          size="compact-sm"
          aria-label={`Simpan ${p.nama_prodi}`}
          disabled={invalid || Number(value) === p.nilai_min_kelulusan}
          loading={put.isPending}
          onClick={() =>
            askReason(
              {
                title: `Ubah nilai minimal ${p.nama_prodi}`,
                text: `${p.nilai_min_kelulusan} → ${value}. Berlaku untuk evaluasi berikutnya.`,
                confirm: 'Simpan',
              },
              (alasan) =>
                put.mutate(
                  { kode_prodi: p.kode_prodi, nilai_min_kelulusan: Number(value), alasan },
                  {
                    onSuccess: () => notifySuccess(SETTINGS_MSG.saved, { title: MSG.ok }),
                    onError: (err) =>
                      notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: MSG.errorTitle }),
                  },
                ),
            )
          }
        >
          Simpan
        </Button>
      )}
    </Group>
  );
}

/** /pengaturan-kelulusan — KKM, attempts per materi and each programme's minimum (admin). */
export default function PassSettingsPage() {
  const me = useDosenDetail();
  const settings = useSettings();
  const programmes = useProgrammes();
  const put = usePutSettings();
  const readOnly = me.data?.role !== 'admin';
  const [kkm, setKkm] = useState<number | string>('');
  const [attempts, setAttempts] = useState<number | string>('');
  const [errors, setErrors] = useState<{ kkm?: string; attempts?: string }>({});
  const [alasan, setAlasan] = useState('');
  useEffect(() => {
    if (settings.data) {
      setKkm(settings.data.KkmTryOut);
      setAttempts(settings.data.attempts_per_materi);
    }
  }, [settings.data]);

  function save() {
    const e: typeof errors = {};
    // only an empty field is stopped here; a value out of range is sent as typed and the
    // server's message is shown (never clamped into range)
    if (kkm === '') e.kkm = SETTINGS_MSG.kkmRange;
    if (attempts === '') e.attempts = SETTINGS_MSG.attemptsRange;
    setErrors(e);
    if (Object.keys(e).length) return;
    if (!reasonOk(alasan)) return;
    send({ KkmTryOut: Number(kkm), attempts_per_materi: Number(attempts), alasan: alasan.trim() });
  }

  /** More attempts for candidates who opened a pembahasan: the warning, then the confirmed request. */
  function send(body: SettingsBody) {
    put.mutate(body, {
      onSuccess: () => {
        notifySuccess(SETTINGS_MSG.saved, { title: MSG.ok });
        setAlasan('');
      },
      onError: (err) =>
        confirmReviewOpened(err, () => send({ ...body, konfirmasi_pembahasan: true })) ||
        notifyError(err, 'Ada Kesalahan Coba Lagi Nanti', { title: MSG.errorTitle }),
    });
  }

  return (
    <StaffPage title="Pengaturan Kelulusan" size="lg">
      {me.data && readOnly && (
        <Alert color="yellow">Hanya admin yang dapat mengubah pengaturan kelulusan.</Alert>
      )}
      {(settings.isError || programmes.isError) && (
        <Alert color="red" title={MSG.errorTitle}>
          Ada Kesalahan Coba Lagi Nanti
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>Tryout</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ScoreInput
              label="KKM Tryout"
              description="Nilai rata-rata minimal untuk lulus (0–100)"
              value={kkm}
              onChange={setKkm}
              error={errors.kkm}
              disabled={readOnly}
            />
            <WholeNumberInput
              label="Jumlah percobaan per materi"
              description="Berapa kali satu materi boleh dikerjakan (1–10)"
              min={1}
              max={10}
              clampBehavior="none"
              allowNegative
              value={attempts}
              onChange={setAttempts}
              error={errors.attempts}
              disabled={readOnly}
            />
          </SimpleGrid>
          {!readOnly && <ReasonField value={alasan} onChange={setAlasan} />}
          {!readOnly && (
            <Group justify="flex-end">
              <Button onClick={save} loading={put.isPending} disabled={!reasonOk(alasan)}>
                Simpan
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={4}>Nilai Minimal Kelulusan Prodi</Title>
          <Text size="sm" c="dimmed">
            Perubahan berlaku untuk evaluasi berikutnya; hasil dan keputusan yang sudah ada tidak diubah.
            Setiap perubahan dicatat.
          </Text>
          <DataTable<ProgrammeRow>
            query={programmes}
            numbered={false}
            idAccessor="kode_prodi"
            defaultPageSize={10}
            columns={[
              {
                accessor: 'kode_prodi',
                title: 'Kode Prodi',
                sortable: true,
                visibleMediaQuery: '(min-width: 48em)',
              },
              { accessor: 'nama_prodi', title: 'Nama Prodi', sortable: true },
              {
                accessor: 'updated_at',
                title: 'Diubah',
                noWrap: true,
                visibleMediaQuery: '(min-width: 48em)',
                render: (p) => formatWib(p.updated_at),
              },
              {
                accessor: 'nilai_min_kelulusan',
                title: 'Nilai Minimal',
                textAlign: 'right',
                render: (p) => <ThresholdCell p={p} readOnly={readOnly} />,
              },
            ]}
          />
        </Stack>
      </Paper>
    </StaffPage>
  );
}
