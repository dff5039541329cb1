// @vitest-environment happy-dom
import type { OptionKey } from '@tryout/shared/constants';
import { EXAM_MSG, type ExamSheet, SAVE_ORDER_MSG } from '@tryout/shared/exam';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess } from '../../../components/notify';
import { examKeys } from '../../../lib/candidate/examStorage';
import { renderHook, settle } from '../../../test/renderHook';
import { closedAttemptResult } from '../api/lastResult';
import { postHasilUjian, type SubmitBody } from '../api/postHasilUjian';
import { type SaveAnswerBody, simpanJawaban } from '../api/simpanJawaban';
import { soalUjianPg } from '../api/soalUjianPg';
import { useExamSession } from './useExamSession';

vi.mock('../api/simpanJawaban', () => ({ simpanJawaban: vi.fn() }));
vi.mock('../api/postHasilUjian', () => ({ postHasilUjian: vi.fn() }));
vi.mock('../api/putarAudio', () => ({ putarAudio: vi.fn() }));
vi.mock('../api/soalUjianPg', () => ({ soalUjianPg: vi.fn() }));
vi.mock('../api/lastResult', () => ({ closedAttemptResult: vi.fn() }));
vi.mock('../../../components/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
const send = vi.mocked(simpanJawaban);
const lastResult = vi.mocked(closedAttemptResult);
const post = vi.mocked(postHasilUjian);

const KODE = 'TPA';
const PROFILE = { email: 'peserta@tryout.test', nisn: '0051234567', full_name: 'PESERTA' };
const question = (id_soal: number, type_soal: 'PG' | 'Essay') => ({
  id_soal,
  number: id_soal,
  type_soal,
  soal_pg: `Soal ${id_soal}`,
  media: null,
  options: [],
});
const sheet = (over: Partial<ExamSheet> = {}): ExamSheet => ({
  attempt_id: 7,
  kode_ujian: KODE,
  nama_ujian: 'Tes Potensi',
  type_soal: 'PG Dan Essay',
  waktu: 60,
  is_toefl: '0',
  toefl_type: null,
  server_now: '2030-01-01T01:00:00.000Z',
  started_at: '2030-01-01T01:00:00.000Z',
  deadline_at: '2030-01-01T02:00:00.000Z',
  groups: [
    { id: 1, nama_group: 'A', deskripsi: '', questions: [question(1, 'PG'), question(2, 'PG')] },
    { id: 2, nama_group: 'B', deskripsi: '', questions: [question(3, 'Essay')] },
  ],
  answers: {},
  essays: {},
  audio_plays: {},
  ragu: [],
  ...over,
});
const offline = () => new ApiError(0, { code: 0, message: 'offline' });
const timeOver = () => new ApiError(403, { code: 403, message: 'Waktu ujian telah habis' });

let sent: SaveAnswerBody[];
const acknowledge = () => {
  send.mockReset();
  send.mockImplementation(async ({ urutan: _, ...body }) => {
    sent.push(body as SaveAnswerBody);
  });
};
const mount = (s: ExamSheet = sheet()) => renderHook(() => useExamSession(s, PROFILE));

beforeEach(() => {
  sessionStorage.clear();
  sent = [];
  acknowledge();
  post.mockReset();
  lastResult.mockReset();
  lastResult.mockResolvedValue(null);
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('useExamSession', () => {
  it('autosaves a chosen option and keeps it in session storage', async () => {
    const { result, unmount } = mount();
    act(() => result.current.choose(1, 'C'));
    await settle();
    expect(result.current.answers).toEqual({ 1: 'C' });
    expect([...result.current.answeredIds]).toEqual([1]);
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 1, value: 'C' }]);
    expect(JSON.parse(sessionStorage.getItem(examKeys(KODE).answers) ?? '{}')).toEqual({ 1: 'C' });
    expect(result.current.saveStatus).toBe('saved');
    unmount();
  });

  it('offline: the answers stay on screen, queued, and go out in order once the server answers again', async () => {
    send.mockRejectedValue(offline());
    const { result, unmount } = mount();
    act(() => result.current.choose(1, 'A'));
    await settle();
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.saveEssay(3, 'esai saya');
    });
    act(() => result.current.choose(2, 'B'));
    await settle();
    expect(saved).toBe(false);
    expect(notifyError).toHaveBeenCalledWith(EXAM_MSG.essayFail, undefined, {
      title: EXAM_MSG.essayFailTitle,
    });
    expect(result.current.saveStatus).toBe('offline');
    expect(result.current.pending).toBe(3);
    expect(result.current.answers).toEqual({ 1: 'A', 2: 'B' });
    expect(result.current.essays).toEqual({ 3: 'esai saya' });

    acknowledge();
    act(() => window.dispatchEvent(new Event('online')));
    await settle();
    expect(sent.map((b) => b.id_soal)).toEqual([1, 3, 2]);
    expect(result.current.saveStatus).toBe('saved');
    unmount();
  });

  it('a reload restores the queued answers over the server state and sends them', async () => {
    send.mockRejectedValue(offline());
    const before = mount(sheet({ answers: { 1: 'A' } }));
    act(() => before.result.current.choose(1, 'D'));
    await settle();
    before.unmount();

    acknowledge();
    // the server still holds the old answer; the queued one is newer and wins
    const after = mount(sheet({ answers: { 1: 'A' } }));
    expect(after.result.current.answers).toEqual({ 1: 'D' });
    await settle();
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 1, value: 'D' }]);
    expect(after.result.current.pending).toBe(0);
    after.unmount();
  });

  it("ragu-ragu: the server's marks show, a toggle saves the mark alone, a reload keeps a queued one", async () => {
    const { result, unmount } = mount(sheet({ ragu: [2] }));
    expect([...result.current.ragu]).toEqual([2]);
    act(() => result.current.toggleRagu(1));
    await settle();
    expect([...result.current.ragu].sort()).toEqual([1, 2]);
    // a mark is not an answer
    expect(result.current.answeredIds.size).toBe(0);
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 1, ragu: true }]);
    expect(JSON.parse(sessionStorage.getItem(examKeys(KODE).ragu) ?? '[]').sort()).toEqual([1, 2]);
    unmount();

    send.mockRejectedValue(offline());
    const before = mount(sheet({ ragu: [1, 2] }));
    act(() => before.result.current.toggleRagu(2));
    await settle();
    expect([...before.result.current.ragu]).toEqual([1]);
    before.unmount();
    acknowledge();
    // the server still holds the mark; the queued clearing is newer and wins
    const after = mount(sheet({ ragu: [1, 2] }));
    expect([...after.result.current.ragu]).toEqual([1]);
    await settle();
    expect(sent.at(-1)).toEqual({ kode_ujian: KODE, id_soal: 2, ragu: false });
    after.unmount();
  });

  it('a new attempt does not carry the queued saves of the previous one', async () => {
    send.mockRejectedValue(offline());
    const previous = mount(sheet({ attempt_id: 7 }));
    act(() => previous.result.current.choose(2, 'E'));
    await settle();
    previous.unmount();

    acknowledge();
    const next = mount(sheet({ attempt_id: 8 }));
    await settle();
    expect(next.result.current.answers).toEqual({});
    expect(next.result.current.pending).toBe(0);
    expect(sent).toEqual([]);
    next.unmount();
  });

  it('a save refused as stale (another tab saved a newer answer) shows the answer the server keeps', async () => {
    const stale = () => new ApiError(409, { code: 409, message: SAVE_ORDER_MSG.staleSave });
    vi.mocked(soalUjianPg).mockResolvedValue(sheet({ answers: { 1: 'D' }, essays: { 3: 'dari tab lain' } }));
    send.mockImplementation(async (body) => {
      if (body.id_soal !== 2) throw stale();
    });
    const { result, unmount } = mount(sheet({ answers: { 1: 'A' } }));
    act(() => result.current.choose(1, 'B'));
    act(() => result.current.choose(2, 'C'));
    await settle();
    expect(result.current.answers).toEqual({ 1: 'D', 2: 'C' });
    expect(JSON.parse(sessionStorage.getItem(examKeys(KODE).answers) ?? '{}')).toEqual({ 1: 'D', 2: 'C' });
    expect(notifyError).toHaveBeenCalledWith(expect.any(ApiError), EXAM_MSG.essayFail, {
      title: 'Jawaban tidak tersimpan',
    });
    await act(async () => {
      await result.current.saveEssay(3, 'dari tab ini');
    });
    await settle();
    expect(result.current.essays[3]).toBe('dari tab lain');
    expect(result.current.pending).toBe(0);
    unmount();
  });

  it('after the deadline a refused save is dropped, reported and undone on screen; the submit still goes out', async () => {
    send.mockRejectedValue(timeOver());
    post.mockResolvedValue({
      id_hasil: 1,
      attempt_no: 1,
      nilai_pg: 50,
      nilai_essay: null,
      nilai_akhir: 50,
      rincian: [],
    });
    const { result, unmount } = mount(sheet({ answers: { 2: 'C' } }));
    act(() => result.current.choose(1, 'B'));
    act(() => result.current.choose(2, 'D'));
    await settle();
    expect(result.current.pending).toBe(0);
    expect(result.current.offline).toBe(false);
    // never shown as saved: each answer back to what the server holds, the status red with the reason
    expect(result.current.answers).toEqual({ 2: 'C' });
    expect(result.current.saveStatus).toBe('refused');
    expect(result.current.refusal).toBe('Waktu ujian telah habis');
    expect(notifyError).toHaveBeenCalledWith(expect.any(ApiError), EXAM_MSG.essayFail, {
      title: 'Jawaban tidak tersimpan',
    });
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.saveEssay(3, 'terlambat');
    });
    expect(saved).toBe(false);
    expect(notifyError).toHaveBeenCalledWith(EXAM_MSG.essayFail, undefined, {
      title: EXAM_MSG.essayFailTitle,
    });

    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome).toBe('submitted');
    const body = post.mock.calls[0][0] as SubmitBody;
    expect(body).toMatchObject({
      kode_ujian: KODE,
      email: PROFILE.email,
      nim: PROFILE.nisn,
      jumlah_soal_ujian: 3,
    });
    expect(body.array_answer).toEqual([
      { id_soal: 1, value: null },
      { id_soal: 2, value: 'C' as OptionKey },
    ]);
    expect(sessionStorage.getItem(examKeys(KODE).answers)).toBeNull();
    unmount();
  });

  it('submit sends what is queued first, and a 400 means the exam was already taken', async () => {
    send.mockRejectedValue(offline());
    post.mockRejectedValue(new ApiError(400, { code: 400, message: 'sudah' }));
    const { result, unmount } = mount();
    act(() => result.current.choose(2, 'A'));
    await settle();
    acknowledge();
    const order: string[] = [];
    send.mockImplementation(async (b) => {
      order.push(`save ${b.id_soal}`);
    });
    post.mockImplementation(async () => {
      order.push('submit');
      throw new ApiError(400, { code: 400, message: 'sudah' });
    });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(order).toEqual(['save 2', 'submit']);
    expect(outcome).toBe('already');
    expect(notifyError).toHaveBeenCalledWith(EXAM_MSG.alreadyTakenDetail, undefined, {
      title: EXAM_MSG.alreadyTaken,
    });
    unmount();
  });

  it('a submit the server refuses because the attempt closed already gives its scored result, not a bare notice', async () => {
    const scored = {
      id_hasil: 3,
      attempt_no: 1,
      nilai_pg: 66.67,
      nilai_essay: null,
      nilai_akhir: 66.67,
      rincian: [],
      status: 'expired' as const,
    };
    lastResult.mockResolvedValue(scored);
    post.mockRejectedValue(new ApiError(400, { code: 400, message: EXAM_MSG.alreadyTaken }));
    const { result, unmount } = mount();
    let outcome: string | undefined;
    await act(async () => {
      outcome = await result.current.submit();
    });
    expect(outcome).toBe('already');
    expect(lastResult).toHaveBeenCalledWith(KODE, 3);
    expect(result.current.result()).toEqual(scored);
    expect(notifyError).not.toHaveBeenCalled();
    unmount();
  });

  it('an essay is kept at each keystroke, sent as a silent draft, and a refused save ends the page', async () => {
    const onClosed = vi.fn();
    const { result, unmount } = renderHook(() => useExamSession(sheet(), PROFILE, onClosed));
    act(() => result.current.typeEssay(3, 'Jawa'));
    act(() => result.current.typeEssay(3, 'Jawaban saya'));
    // kept in this tab at once, shown unsaved until the server has it; nothing sent while typing
    expect(JSON.parse(sessionStorage.getItem(examKeys(KODE).essays) ?? '{}')).toEqual({
      3: 'Jawaban saya',
    });
    expect([...result.current.unsavedEssays]).toEqual([3]);
    expect(result.current.notOnServer).toBe(1);
    expect(sent).toEqual([]);
    // the box's pause: the draft goes, silently
    await act(async () => {
      await result.current.sendDraft(3);
    });
    await settle();
    expect(sent).toEqual([{ kode_ujian: KODE, id_soal: 3, essay: 'Jawaban saya' }]);
    expect(result.current.unsavedEssays.size).toBe(0);
    expect(notifySuccess).not.toHaveBeenCalled();
    // a draft of a text the server holds sends nothing
    await act(async () => {
      await result.current.sendDraft(3);
    });
    expect(sent).toHaveLength(1);
    // 'Kirim' then speaks the spec's first message (the draft was no 'Kirim')
    await act(async () => {
      await result.current.saveEssay(3, 'Jawaban saya.');
    });
    expect(notifySuccess).toHaveBeenCalledWith(EXAM_MSG.essaySaved, { autoClose: 3000 });
    // the server refuses: the attempt is over
    send.mockRejectedValue(new ApiError(400, { code: 400, message: EXAM_MSG.attemptClosed }));
    act(() => result.current.choose(1, 'A'));
    await settle();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(result.current.answers[1]).toBeUndefined();
    unmount();
  });
});
