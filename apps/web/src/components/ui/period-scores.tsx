import type { PeriodScores as Periods } from '@sport/contract';

interface Props {
  periods: Periods;
  home: string;
  away: string;
  /** The heading of period `i` (0-based): the quarters, then the overtimes. */
  label: (i: number) => string;
  /** The table's name for screen readers. */
  caption: string;
  className: string;
  /** A last column of final scores, under this heading. */
  total?: { label: string; home: number | null; away: number | null };
}

/** Points per period, home then away: four quarters always (one not played yet shows -), then any overtimes. */
export function PeriodScores({ periods, home, away, label, caption, className, total }: Props) {
  const columns = Array.from({ length: Math.max(4, periods.length) }, (_, i) => i);
  const side = (name: string, index: 0 | 1) => (
    <tr>
      <th scope="row">{name}</th>
      {columns.map((i) => (
        <td key={i}>{periods[i]?.[index] ?? '-'}</td>
      ))}
      {total ? <td>{(index === 0 ? total.home : total.away) ?? '-'}</td> : null}
    </tr>
  );
  return (
    <table className={className} aria-label={caption}>
      <thead>
        <tr>
          {/* the corner: the teams head the rows, the periods the columns */}
          <td />
          {columns.map((i) => (
            <th key={i} scope="col">
              {label(i)}
            </th>
          ))}
          {total ? <th scope="col">{total.label}</th> : null}
        </tr>
      </thead>
      <tbody>
        {side(home, 0)}
        {side(away, 1)}
      </tbody>
    </table>
  );
}
