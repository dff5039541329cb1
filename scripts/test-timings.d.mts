/** Types of test-timings.mjs for the TypeScript tests that import it. */
export interface FileTiming {
  project: string;
  file: string;
  seconds: number;
}
export function slowest(timingFiles: string[], n?: number): FileTiming[];
