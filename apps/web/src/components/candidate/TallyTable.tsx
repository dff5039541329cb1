import type { GroupTally } from '@tryout/shared/exam';
import { formatScore } from '../../lib/score';
import classes from './candidate.module.css';

/** A group's multiple-choice score: 100 × right / its PG questions ('-' for essays only). */
export const groupScore = (g: { benar: number; salah: number; kosong: number }) => {
  const pg = g.benar + g.salah + g.kosong;
  return pg === 0 ? '-' : formatScore((100 * g.benar) / pg);
};

/** Per question group: the score, right / wrong / empty and (with `essays`) the essays of an attempt. */
export function TallyTable({
  groups,
  essays,
  testId,
}: {
  groups: GroupTally[];
  essays?: boolean;
  testId: string;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className={classes.tally} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">Kelompok Soal</th>
            <th scope="col">Nilai</th>
            <th scope="col">Benar</th>
            <th scope="col">Salah</th>
            <th scope="col">Kosong</th>
            {essays && <th scope="col">Essay</th>}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.nama_group}>
              <th scope="row">{g.nama_group}</th>
              <td>{groupScore(g)}</td>
              <td>{g.benar}</td>
              <td>{g.salah}</td>
              <td>{g.kosong}</td>
              {essays && <td>{g.essay}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
