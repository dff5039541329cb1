import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Stimulus } from '@tryout/shared/stimulus';
import { request } from '../../api/client';
import { useRefreshingMutation } from '../../api/mutations';

/**
 * The shared passages (wacana) of a question group (shared/stimulus.ts): listed, written, deleted,
 * and the questions that use each. Under the 'soal' key, so a question's change refreshes them.
 */
const stimuliKey = (groupId: number) => ['soal', 'wacana', groupId];

export async function fetchStimuli(groupId: number): Promise<Stimulus[]> {
  return (await request<Stimulus[]>(`groupSoal/${groupId}/stimulus`, { auth: 'staff' })).data;
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
export async function saveStimulus(v: StimulusInput): Promise<Stimulus> {
  const body = { judul: v.judul, isi: v.isi };
  const saved =
    v.id == null
      ? (await request<Stimulus>('stimulus', { json: { ...body, group_id: v.group_id }, auth: 'staff' })).data
      : (await request<Stimulus>(`stimulus/${v.id}`, { json: body, auth: 'staff' })).data;
  return (await request<Stimulus>(`stimulus/${saved.id}/soal`, { json: { soal: v.soal }, auth: 'staff' }))
    .data;
}

export async function deleteStimulus(id: number): Promise<void> {
  await request<unknown>(`stimulus/${id}`, { method: 'DELETE', auth: 'staff' });
}

export const useSaveStimulus = (groupId: number) =>
  useRefreshingMutation(saveStimulus, [stimuliKey(groupId)]);
export const useDeleteStimulus = (groupId: number) =>
  useRefreshingMutation(deleteStimulus, [stimuliKey(groupId)]);
