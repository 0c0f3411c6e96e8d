import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
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
          <section className="nba-card" aria-label={t('nba.tabs.4')}>
            <table className="nba-table">
              <thead>
                <tr>
                  <th scope="col" className="nba-col-team">
                    {t('nba.team')}
                  </th>
                  <th scope="col">{t('nba.record')}</th>
                  <th scope="col">{t('nba.winRate')}</th>
                  <th scope="col">{t('nba.home')}</th>
                  <th scope="col">{t('nba.away')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.teamId}>
                    <td className="nba-col-team">
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
              </tbody>
            </table>
          </section>
        );
      }}
    </QueryView>
  );
}
