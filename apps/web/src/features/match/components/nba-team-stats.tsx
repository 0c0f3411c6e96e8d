import type { MatchDetail, NbaBoxLine } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';

/** A line's figures, each a count. */
type Figure = Exclude<keyof NbaBoxLine, 'playerId' | 'playerName'>;
const COUNTS: readonly Figure[] = ['rebounds', 'assists', 'steals', 'blocks', 'turnovers'];
const SHOOTING = [
  ['fieldGoals', 'fieldGoalsMade', 'fieldGoalsAttempted'],
  ['threes', 'threesMade', 'threesAttempted'],
  ['freeThrows', 'freeThrowsMade', 'freeThrowsAttempted'],
] as const;

const sum = (lines: readonly NbaBoxLine[], key: Figure): number => lines.reduce((total, line) => total + line[key], 0);

/** Made-attempted and the share: 38-85 44.7%; a team that took no shot of the kind shows its 0-0 alone. */
function shooting(lines: readonly NbaBoxLine[], made: Figure, attempted: Figure): string {
  const m = sum(lines, made);
  const a = sum(lines, attempted);
  return a === 0 ? `${m}-${a}` : `${m}-${a} ${((m / a) * 100).toFixed(1)}%`;
}

/**
 * 数据: both teams' statistics side by side, home left — the sums of their players' lines, so they always agree
 * with the box score below them (the record holds no lines, and then no statistics either: the caller says 暂无数据).
 */
export function NbaTeamStats({
  detail,
  home,
  away,
}: {
  detail: MatchDetail;
  home: readonly NbaBoxLine[];
  away: readonly NbaBoxLine[];
}) {
  const { t } = useTranslation();
  const { header } = detail;
  return (
    <table className="match-stats card" aria-label={t('match.statsTitle')}>
      <thead>
        <tr>
          <th scope="col">{header.homeName}</th>
          <th scope="col" />
          <th scope="col">{header.awayName}</th>
        </tr>
      </thead>
      <tbody>
        {SHOOTING.map(([key, made, attempted]) => (
          <tr key={key}>
            <td>{shooting(home, made, attempted)}</td>
            <th scope="row">{t(`match.box.${key}`)}</th>
            <td>{shooting(away, made, attempted)}</td>
          </tr>
        ))}
        {COUNTS.map((key) => (
          <tr key={key}>
            <td>{sum(home, key)}</td>
            <th scope="row">{t(`match.box.${key}`)}</th>
            <td>{sum(away, key)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
