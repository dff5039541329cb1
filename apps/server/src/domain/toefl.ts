/** A TOEFL section of the candidate's exam set and whether it has a finished attempt. */
export interface ToeflSection {
  toefl_type: number;
  finished: boolean;
}

/**
 * TOEFL sections are taken in order 1 Listening, 2 Structure, 3 Reading, 4 Writing (spec §1, §4):
 * a section may start only when every earlier section (lower toefl_type) in the set has a
 * finished attempt. Returns the first earlier section still missing, or null when allowed.
 */
export function blockingToeflSection(target: number, sections: ToeflSection[]): number | null {
  const missing = sections
    .filter((s) => s.toefl_type < target && !s.finished)
    .map((s) => s.toefl_type)
    .sort((a, b) => a - b);
  return missing.length > 0 ? missing[0] : null;
}
