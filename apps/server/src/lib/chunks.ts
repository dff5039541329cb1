/** Writes rows `size` at a time, one after the other (a multi-row insert stays under the driver's limits). */
export async function inChunks<T>(
  rows: T[],
  size: number,
  write: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}
