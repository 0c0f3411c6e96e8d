import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GeneratedNote } from '../../../components/ui/generated';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useTeamData } from '../api/get-team-data';
import type { TeamSeasonInput } from '../api/get-team-match';
import { playerPath } from '../paths';
import { AveragesGrid } from './averages-grid';
import { NbaSkeleton } from './nba-skeleton';
import '../../../components/ui/ranking-list.css';

/** The team's record and per-game figures of the season and kind, and its leader per stat. */
export function TeamData({ input }: { input: TeamSeasonInput }) {
  const { t } = useTranslation();
  const data = useTeamData(input);
  return (
    <QueryView query={data} loading={<NbaSkeleton rows={6} />}>
      {(team) => (
        <>
          <p className="card" data-testid="team-record">
            {t('nba.teamPage.record', { won: team.won, lost: team.lost })}
          </p>
          <AveragesGrid averages={team.averages} ranks={team.ranks} title={t('nba.teamPage.averages')} />
          {/* the rosters are generated (the record we ship has none): said once above the card, as over the roster */}
          <GeneratedNote players={team.leaders} of="list" />
          <section className="card" aria-label={t('nba.teamPage.leaders')}>
            <h3 className="card-title">{t('nba.teamPage.leaders')}</h3>
            {team.leaders.length === 0 ? (
              <EmptyState title={t('nba.noData')} />
            ) : (
              <ul className="ranking-list">
                {team.leaders.map((leader) => (
                  <li key={leader.stat} className="ranking-row">
                    <span className="nba-rank">{t(`nba.stats.${leader.stat}`)}</span>
                    <span className="ranking-player">
                      <Link to={playerPath(leader.playerId)}>{leader.playerName}</Link>
                    </span>
                    <span className="ranking-value">{leader.value.toFixed(1)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </QueryView>
  );
}
