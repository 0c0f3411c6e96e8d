import type { MatchDetailHeader } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

/** One statistic of both teams: what the row says, and each side's figure as shown. */
export interface SideBySideRow {
  key: string;
  label: string;
  home: string | number;
  away: string | number;
}

/** 技术统计: the teams' statistics side by side, home left, the statistic's name between them (both sports). */
export function SideBySide({ header, rows }: { header: MatchDetailHeader; rows: readonly SideBySideRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="match-stats card" aria-label={t('match.statsTitle')}>
      <thead>
        <tr>
          <th scope="col">{header.homeName}</th>
          {/* the statistic's name is each row's header: this column has none to give (an empty th is a header of nothing) */}
          <td />
          <th scope="col">{header.awayName}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.home}</td>
            <th scope="row">{row.label}</th>
            <td>{row.away}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
