/**
 * The kode_ujian namespace of materi and exams (one code names either): both modules ask here before
 * they name a code, so neither reaches into the other.
 */
export { kodeInUse } from './codes.repository';
