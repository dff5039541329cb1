import type { examSessionContract } from '@tryout/shared/api/exam-session.contract';
import type { OptionKey } from '@tryout/shared/constants';
import type { SheetFormAnswer } from '@tryout/shared/question-kinds';
import { takerCall } from '../../../api/candidate/examRequest';
import { noteSavedDeadline } from '../session/deadlineSync';

export type SaveAnswerBody = { kode_ujian: string; id_soal: number; urutan?: number } & (
  | { value?: OptionKey; jawaban?: SheetFormAnswer; ragu?: boolean }
  | { essay: string }
);

/**
 * POST /simpanJawaban: autosaves one option (the letter as shown) and/or the 'ragu-ragu' mark, or
 * one essay; the server keeps the last write.
 */
export async function simpanJawaban(body: SaveAnswerBody): Promise<void> {
  const r = await takerCall<typeof examSessionContract.save>('/simpanJawaban', body);
  noteSavedDeadline(r.data?.deadline);
}
