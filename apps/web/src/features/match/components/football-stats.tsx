import type { FootballMatchStats, MatchDetail } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { NoData } from './no-data';

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

/** 数据: the team statistics the data holds side by side, home left; 暂无数据 for a record, which holds none. */
export function FootballStats({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation();
  const stats = detail.statistics;
  if (!stats) return <NoData />;
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
        {STATS.map((key) => {
          const pair = stats[key];
          return pair ? (
            <tr key={key}>
              <td>{shown(key, pair.home)}</td>
              <th scope="row">{t(`match.stat.${key}`)}</th>
              <td>{shown(key, pair.away)}</td>
            </tr>
          ) : null;
        })}
      </tbody>
    </table>
  );
}
