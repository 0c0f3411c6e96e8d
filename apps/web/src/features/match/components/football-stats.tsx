import type { FootballMatchStats, MatchDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { NoData } from './no-data';
import { SideBySide } from './side-by-side';

const STATS: readonly (keyof FootballMatchStats)[] = [
  'possession',
  'shots',
  'shotsOnTarget',
  'corners',
  'fouls',
  'yellowCards',
  'redCards',
  'offsides',
];
/** Possession is a share of the ball; the rest are counts. */
const shown = (key: keyof FootballMatchStats, value: number) => (key === 'possession' ? `${value}%` : String(value));

/** 数据: the team statistics the data holds side by side, home left; a record says it holds none. */
export function FootballStats({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const stats = detail.statistics;
  if (!stats) return <NoData detail={detail} part="stats" />;
  const rows = STATS.flatMap((key) => {
    const pair = stats[key];
    return pair
      ? [{ key, label: t(`match.stat.${key}`), home: shown(key, pair.home), away: shown(key, pair.away) }]
      : [];
  });
  return <SideBySide header={detail.header} rows={rows} />;
}
