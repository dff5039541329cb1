import { Button, Menu } from '@mantine/core';
import type { MonitorRow } from '@tryout/shared/monitor';
import { MONITOR_MSG } from '@tryout/shared/monitor-messages';
import { RESCUE_MSG } from '@tryout/shared/rescue-messages';
import type { ProctorActions } from './useProctorActions';

/**
 * A row's 'Aksi' menu. 'Buka sesi' is an admin's on a tryout (a course's lecturer has it on a
 * course exam); 'Ulang ujian' is an admin's, on a tryout only.
 */
export function TakerMenu({
  row: r,
  actions,
  isAdmin,
  isMateri,
  onRescue,
}: {
  row: MonitorRow;
  actions: ProctorActions;
  isAdmin: boolean;
  isMateri: boolean;
  onRescue: (r: MonitorRow) => void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="light" aria-label={`Aksi ${r.no_reg}`}>
          Aksi
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={r.status !== 'mengerjakan'} onClick={() => actions.addTime([r])}>
          Tambah waktu
        </Menu.Item>
        <Menu.Item disabled={r.attempt_id == null} onClick={() => onRescue(r)}>
          {RESCUE_MSG.upload}
        </Menu.Item>
        <Menu.Item onClick={() => actions.accommodate(r)}>Akomodasi</Menu.Item>
        <Menu.Item
          disabled={r.status !== 'mengerjakan'}
          onClick={() =>
            actions.single(
              r,
              'selesaikan',
              'Selesaikan sekarang',
              'Ujian diakhiri dan dinilai dengan jawaban tersimpan.',
              'red',
            )
          }
        >
          Selesaikan sekarang
        </Menu.Item>
        {(isAdmin || !isMateri) && (
          <Menu.Item
            onClick={() =>
              actions.single(
                r,
                'buka-sesi',
                'Buka sesi',
                'Sesi peserta di semua perangkat diakhiri; peserta dapat masuk kembali dan melanjutkan ujian yang sama.',
                'orange',
              )
            }
          >
            Buka sesi
          </Menu.Item>
        )}
        {isAdmin && isMateri && (
          <Menu.Item
            color="red"
            disabled={r.attempt_id == null}
            onClick={() =>
              actions.single(
                r,
                'ulang',
                'Ulang ujian',
                `Percobaan terakhir dibatalkan (tetap tersimpan, ditandai) dan peserta dapat mengulang. ${MONITOR_MSG.voidNoticeKept}.`,
                'red',
              )
            }
          >
            Ulang ujian
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
