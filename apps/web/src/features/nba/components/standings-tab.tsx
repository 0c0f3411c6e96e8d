import { NbaKind } from '@sport/contract';
import { Fragment } from 'react';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatTable } from '../../../components/ui/stat-table';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useRanking } from '../api/get-ranking';
import { teamPath } from '../paths';
import { NbaSkeleton } from './nba-skeleton';

/** Seeds 1–6 go straight to the playoffs, 7–10 to the play-in (issue 14). */
const PLAYOFF_LINE = 6;
const PLAY_IN_LINE = 10;
const COLUMNS = 8;

const zoneOf = (rank: number) => (rank <= PLAYOFF_LINE ? 'playoff' : rank <= PLAY_IN_LINE ? 'play-in' : null);

/**
 * Tab 2: 东部排名 and 西部排名 of the regular season (the table the playoff seeds come from, whatever kind is
 * chosen), with the playoff line after 6th and the play-in line after 10th. A season whose regular season is not
 * on record has no standings: it says so (decision record 027).
 */
export function StandingsTab({ seasonId }: { seasonId: number }) {
  const { t } = useTranslation();
  const ranking = useRanking({ scope: NbaKind.Regular, division: 0, seasonId });
  return (
    <QueryView query={ranking} loading={<NbaSkeleton rows={8} />} empty={<EmptyState title={t('nba.noStandings')} />}>
      {(groups) =>
        groups.map((group) => (
          <StatTable
            key={group.division}
            title={t(`nba.standingsOf.${group.division}`)}
            columns={[
              { key: 'rank', label: t('nba.rank') },
              { key: 'team', label: t('nba.team'), name: true },
              { key: 'won', label: t('nba.won') },
              { key: 'lost', label: t('nba.lost') },
              { key: 'rate', label: t('nba.winRate') },
              { key: 'gb', label: t('nba.gamesBehind') },
              { key: 'last', label: t('nba.lastTen') },
              { key: 'streak', label: t('nba.streak') },
            ]}
          >
            {group.rankingItem.map((row) => {
              const zone = zoneOf(row.rank);
              return (
                <Fragment key={row.teamId}>
                  <tr className={zone ? `nba-zone-${zone}` : undefined}>
                    <td className="nba-rank">{row.rank}</td>
                    <td className="stat-col-team">
                      <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
                    </td>
                    <td>{row.won}</td>
                    <td>{row.lost}</td>
                    <td>{(row.winRate * 100).toFixed(1)}%</td>
                    <td>{row.gamesBehind === 0 ? '-' : row.gamesBehind}</td>
                    <td>{row.lastTen ?? '-'}</td>
                    <td>{row.streak}</td>
                  </tr>
                  {row.rank === PLAYOFF_LINE || row.rank === PLAY_IN_LINE ? (
                    <tr className="nba-cut" data-testid="standings-line">
                      <td colSpan={COLUMNS}>{t(row.rank === PLAYOFF_LINE ? 'nba.playoffLine' : 'nba.playInLine')}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </StatTable>
        ))
      }
    </QueryView>
  );
}
