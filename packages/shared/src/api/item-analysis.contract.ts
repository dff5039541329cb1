import { analysisTargetsSchema, attemptChoiceQuery, itemAnalysisReportSchema } from '../item-analysis';
import { idParam } from '../staff/form-values';
import { contractOf } from './contract';
import { itemAnalysisPaths } from './item-analysis.paths';

const report = (of: string) => ({
  summary: `Analisis butir soal ${of}: p, D, r_pb, opsi, KR-20, SEM, histogram (percobaan first | best)`,
  params: idParam,
  query: attemptChoiceQuery,
  response: itemAnalysisReportSchema,
});
const excel = {
  summary: 'Excel analisis butir soal (Ringkasan, Butir Soal, Opsi, Histogram)',
  params: idParam,
  query: attemptChoiceQuery,
};

export const itemAnalysisContract = contractOf('analisis butir soal', itemAnalysisPaths, {
  targets: {
    summary: 'Materi tryout dan ujian matakuliah yang dapat dianalisis (dosen: ujian miliknya)',
    response: analysisTargetsSchema,
  },
  materi: report('materi tryout'),
  ujian: report('ujian matakuliah'),
  materiExcel: excel,
  ujianExcel: excel,
});
