import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IrtCalibration, StartCalibrationInput } from '@tryout/shared/irt';
import { request } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** POST /irt/kalibrasi — queues a calibration of a materi; the server's job runs it (staff). */
export async function mulaiKalibrasi(body: StartCalibrationInput) {
  return request<IrtCalibration>('irt/kalibrasi', { method: 'POST', auth: 'staff', json: body });
}

export function useMulaiKalibrasi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: mulaiKalibrasi,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.irt }),
  });
}
