import type { MonitorRow } from '@tryout/shared/monitor';
import { useState } from 'react';
import { confirmReviewOpened } from '../../components/confirmReviewOpened';
import { notifyError, notifySuccess } from '../../components/notify';
import type { PendingAction } from './ActionDialog';
import { type ActionVars, type TargetRef, useMonitorAction } from './monitorApi';

type SingleAction = 'selesaikan' | 'buka-sesi' | 'ulang';

const who = (r: MonitorRow) => `${r.no_reg} · ${r.nama}`;

/**
 * The proctor's actions on the chosen target: each opens the reason dialog (`pending`, for
 * ActionDialog) and runs once it is confirmed; a success toasts and calls `onDone` (clears the
 * selection). 'Ulang ujian' on a candidate who opened the pembahasan asks again before it is sent.
 */
export function useProctorActions(target: TargetRef | null, onDone: () => void) {
  const [pending, setPending] = useState<PendingAction | null>(null);
  const action = useMonitorAction(target);
  const isMateri = target?.jenis === 'materi';

  const run = (v: ActionVars) =>
    action.mutate(v, {
      onSuccess: (message) => {
        notifySuccess(message);
        setPending(null);
        onDone();
      },
      onError: (err) => {
        // 'Ulang ujian' on a candidate who opened the pembahasan: the warning, then the confirmed request
        const again = () =>
          v.name === 'ulang' && run({ ...v, body: { ...v.body, konfirmasi_pembahasan: true } });
        if (v.name !== 'ulang' || !confirmReviewOpened(err, again)) notifyError(err);
      },
    });

  /** 'Tambah waktu' for every working taker, the selected ones, or one row. */
  const addTime = (rows: MonitorRow[] | 'semua') =>
    setPending({
      title: 'Tambah waktu',
      lines:
        rows === 'semua'
          ? ['Untuk semua peserta yang sedang mengerjakan.']
          : rows.length === 1
            ? [who(rows[0])]
            : [`Untuk ${rows.length} peserta terpilih.`],
      confirm: 'Tambah waktu',
      color: 'blue',
      field: 'menit',
      run: (alasan, menit) =>
        run({
          name: 'tambah-waktu',
          body: { menit, alasan, ...(rows === 'semua' ? {} : { peserta: rows.map((r) => r.id) }) },
        }),
    });

  /** An action on one taker: its title, what it does, the dialog's colour. */
  const single = (r: MonitorRow, name: SingleAction, title: string, text: string, color: string) =>
    setPending({
      title,
      lines: [who(r), text],
      confirm: title,
      color,
      run: (alasan) => run({ name, body: { peserta: r.id, alasan } }),
    });

  /** 'Akomodasi': a taker's time multiplier (a course exam's is kept in its student list). */
  const accommodate = (r: MonitorRow) =>
    setPending({
      title: 'Akomodasi waktu',
      lines: [
        who(r),
        isMateri
          ? 'Pengali berlaku untuk setiap ujian yang dimulai peserta dan langsung untuk ujian yang sedang berjalan.'
          : 'Pengali disimpan di Daftar Mahasiswa: berlaku untuk setiap ujian matakuliah ini dan langsung untuk ujian yang sedang berjalan.',
      ],
      confirm: 'Simpan',
      color: 'violet',
      field: 'pengali',
      run: (alasan, pengali) => run({ name: 'akomodasi', takerId: r.id, body: { pengali, alasan } }),
    });

  return {
    pending,
    busy: action.isPending,
    close: () => setPending(null),
    addTime,
    single,
    accommodate,
  };
}

export type ProctorActions = ReturnType<typeof useProctorActions>;
