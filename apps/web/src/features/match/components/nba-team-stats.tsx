import type { MatchDetailHeader, NbaBoxLine } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { SideBySide } from './side-by-side';

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
 * with the box score below them (the record holds no lines, and then no statistics either: the caller says the record holds none).
 */
export function NbaTeamStats({
  header,
  home,
  away,
}: {
  header: MatchDetailHeader;
  home: readonly NbaBoxLine[];
  away: readonly NbaBoxLine[];
}) {
  const { t } = useTranslation();
  const rows = [
    ...SHOOTING.map(([key, made, attempted]) => ({
      key,
      label: t(`match.box.${key}`),
      home: shooting(home, made, attempted),
      away: shooting(away, made, attempted),
    })),
    ...COUNTS.map((key) => ({ key, label: t(`match.box.${key}`), home: sum(home, key), away: sum(away, key) })),
  ];
  return <SideBySide header={header} rows={rows} />;
}
