/**
 * A student's NIM as it identifies them (design §4: NIMs are compared after trimming and in one
 * case): no spaces anywhere, letters in upper case. Every path that finds, stores or compares a
 * course-exam student by NIM goes through it, so two spellings never make two students or seats.
 */
export function normaliseNim(nim: string): string {
  return nim.replace(/\s+/g, '').toUpperCase();
}
