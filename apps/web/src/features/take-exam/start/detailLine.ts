/**
 * The line under the exam's name on the start screen: course, materi and class, each said once
 * (a course exam's materi is often named as its course or as the exam itself; docs/decisions/0009).
 */
export function detailLine(d: {
  nama_ujian: string;
  nama_matkul: string | null;
  master_materi: string;
  kelas: string | null;
}): string {
  const said = new Set([d.nama_ujian.trim().toLowerCase()]);
  const parts: string[] = [];
  for (const part of [d.nama_matkul, d.master_materi, d.kelas ? `Kelas ${d.kelas}` : null]) {
    const key = part?.trim().toLowerCase();
    if (!part || !key || said.has(key)) continue;
    said.add(key);
    parts.push(part.trim());
  }
  return parts.join(' · ');
}
