import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatTable } from '../../../components/ui/stat-table';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useHomeAway } from '../api/get-home-away';
import { teamPath } from '../paths';
import { NbaSkeleton } from './nba-skeleton';

/** Tab 4: every team's home and away record, best overall first. */
export function TeamStatsTab({ seasonId, scope }: { seasonId: number; scope: number }) {
  const { t } = useTranslation();
  const homeAway = useHomeAway({ seasonId, scope, division: 0 });
  return (
    <QueryView query={homeAway} loading={<NbaSkeleton rows={8} />} empty={<EmptyState title={t('nba.noData')} />}>
      {(stats) => {
        const rows = stats
          .map((s) => {
            const won = s.homeWon + s.awayWon;
            const played = s.homeTotal + s.awayTotal;
            return { ...s, won, lost: s.homeLoss + s.awayLoss, rate: played > 0 ? won / played : 0 };
          })
          .sort((a, b) => b.rate - a.rate || b.won - a.won);
        return (
          <StatTable
            title={t('nba.tabs.4')}
            showTitle={false}
            columns={[
              { key: 'team', label: t('nba.team'), name: true },
              { key: 'record', label: t('nba.record') },
              { key: 'rate', label: t('nba.winRate') },
              { key: 'home', label: t('nba.home') },
              { key: 'away', label: t('nba.away') },
            ]}
          >
            {rows.map((row) => (
              <tr key={row.teamId}>
                <td className="stat-col-team">
                  <Link to={teamPath(row.teamId)}>{row.teamName}</Link>
                </td>
                <td>
                  {row.won}-{row.lost}
                </td>
                <td>{(row.rate * 100).toFixed(1)}%</td>
                <td>
                  {row.homeWon}-{row.homeLoss}
                </td>
                <td>
                  {row.awayWon}-{row.awayLoss}
                </td>
              </tr>
            ))}
          </StatTable>
        );
      }}
    </QueryView>
  );
}
