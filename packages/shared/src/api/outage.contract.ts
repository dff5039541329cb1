import { monitorParams } from '../monitor';
import { outageSettingsBodySchema, outageStatusSchema } from '../outage';
import { contractOf } from './contract';
import { outagePaths } from './outage.paths';

export const outageContract = contractOf('pengawasan ujian', outagePaths, {
  status: {
    summary: 'Gangguan: pengaturan perpanjangan otomatis dan peringatan banyak peserta terputus bersamaan',
    description:
      'hening: ≥ 50 % dan ≥ 10 peserta yang sedang mengerjakan tidak terdengar sejak menit yang sama selama server sehat ' +
      "(null bila tidak ada). Pengawas mengembalikan waktunya dengan 'Tambah waktu' untuk peserta tersebut.",
    params: monitorParams,
    response: outageStatusSchema,
  },
  save: {
    summary: 'Ubah pengaturan gangguan: perpanjangan otomatis, ambang (detik), perpanjangan maksimal (menit)',
    description:
      'Server yang tidak tersedia lebih lama dari ambang memperpanjang tenggat setiap percobaan yang sedang berjalan ' +
      'sebesar lama gangguan, paling banyak maks_menit per percobaan. Dicatat di log audit dengan alasan.',
    params: monitorParams,
    body: outageSettingsBodySchema,
    response: outageStatusSchema,
  },
});
