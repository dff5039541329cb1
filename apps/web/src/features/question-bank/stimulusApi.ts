import { queryOptions, useQuery } from '@tanstack/react-query';
import { useRefreshingMutation } from '../../api/mutations';
import { stimulusApi } from '../../api/staff/question-bank';

/**
 * The shared passages (wacana) of a question group (shared/stimulus.ts): listed, written, deleted,
 * and the questions that use each. Under the 'soal' key, so a question's change refreshes them.
 */
const stimuliKey = (groupId: number) => ['soal', 'wacana', groupId];

export async function fetchStimuli(groupId: number) {
  return (await stimulusApi.ofGroup({ params: { id: groupId } })).data;
}
export const stimuliQuery = (groupId: number) =>
  queryOptions({ queryKey: stimuliKey(groupId), queryFn: () => fetchStimuli(groupId) });
export const useStimuli = (groupId: number) => useQuery(stimuliQuery(groupId));

export interface StimulusInput {
  /** null: a new passage of the group */
  id: number | null;
  group_id: number;
  judul: string;
  isi: string;
  /** the questions (id_soalPG) that use it */
  soal: number[];
}

/** Writes the passage (POST /stimulus or /stimulus/:id), then the questions that use it. */
export async function saveStimulus(v: StimulusInput) {
  const body = { judul: v.judul, isi: v.isi };
  const saved =
    v.id == null
      ? (await stimulusApi.add({ body: { ...body, group_id: v.group_id } })).data
      : (await stimulusApi.update({ params: { id: v.id }, body })).data;
  return (await stimulusApi.setQuestions({ params: { id: saved.id }, body: { soal: v.soal } })).data;
}

export async function deleteStimulus(id: number): Promise<void> {
  await stimulusApi.remove({ params: { id } });
}

export const useSaveStimulus = (groupId: number) =>
  useRefreshingMutation(saveStimulus, [stimuliKey(groupId)]);
export const useDeleteStimulus = (groupId: number) =>
  useRefreshingMutation(deleteStimulus, [stimuliKey(groupId)]);
