import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GeneratedNote, generatedMarks } from '../../../components/ui/generated';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useTeamPlayer, type TeamPlayerInput } from '../api/get-team-player';
import { playerPath } from '../paths';
import { NbaSkeleton } from './nba-skeleton';

/**
 * The roster: number, name (to the player's page), position and height, and points per game of the season and kind;
 * a player who has not played in it says so, not 场均0.0分; the players our generator made up said to be so.
 */
export function TeamRoster({ input }: { input: TeamPlayerInput }) {
  const { t } = useTranslation();
  const players = useTeamPlayer(input);
  return (
    <QueryView
      query={players}
      loading={<NbaSkeleton rows={8} />}
      empty={<EmptyState title={t('nba.teamPage.noRoster')} />}
    >
      {(list) => {
        const roster = list.map((row) => row.player);
        const mark = generatedMarks(roster);
        return (
          <>
            <GeneratedNote players={roster} of="squad" />
            <section className="card" aria-label={t('nba.teamPage.tabs.roster')}>
              <ul className="nba-roster">
                {list.map(({ player, games, averages }) => (
                  <li key={player.id} className="roster-row">
                    <span className="nba-roster-meta">{player.shirtNumber ?? '-'}</span>
                    <span className="nba-roster-name">
                      <Link to={playerPath(player.id)}>{player.name}</Link>
                      {mark(player)}{' '}
                      <span className="nba-roster-meta">
                        {player.position}
                        {player.height !== null ? ` · ${t('nba.height', { value: player.height })}` : ''}
                      </span>
                    </span>
                    <span className="nba-roster-meta">
                      {games > 0 ? t('nba.pointsPerGame', { value: averages.points.toFixed(1) }) : t('nba.didNotPlay')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        );
      }}
    </QueryView>
  );
}
