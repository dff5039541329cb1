import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartCalibrationInput } from '@tryout/shared/irt';
import { queryKeys } from '../../api/query-keys';
import { irtApi } from '../../api/staff/irt';

/** POST /irt/kalibrasi — queues a calibration of a materi; the server's job runs it (staff). */
export async function mulaiKalibrasi(body: StartCalibrationInput) {
  return irtApi.start({ body });
}

export function useMulaiKalibrasi() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: mulaiKalibrasi,
    onSettled: () => qc.invalidateQueries({ queryKey: queryKeys.irt }),
  });
}
