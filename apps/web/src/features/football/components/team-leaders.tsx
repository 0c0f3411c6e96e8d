import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GeneratedNote, generatedMarks } from '../../../components/ui/generated';
import { QueryView } from '../../../components/ui/query-view';
import { useTranslation } from '../../../lib/i18n';
import { useTeamLeaders } from '../api/get-team-leaders';
import type { CentreConfig, TeamSeasonInput } from '../centres';
import { CentreSkeleton } from './centre-skeleton';
import '../../../components/ui/ranking-list.css';

/** The team's best player per stat in the chosen season (a real season may know only its scorers). */
export function TeamLeaders({
  centre,
  input,
  playerPath,
}: {
  centre: CentreConfig;
  input: TeamSeasonInput;
  playerPath: ((playerId: number) => string) | null;
}) {
  const { t } = useTranslation();
  const leaders = useTeamLeaders(centre, input);
  return (
    <QueryView
      query={leaders}
      loading={<CentreSkeleton rows={5} />}
      isEmpty={(data) => data.leaders.length === 0}
      empty={<EmptyState title={t('football.teamPage.noLeaders')} />}
    >
      {(data) => {
        const mark = generatedMarks(data.leaders);
        return (
          <>
            <GeneratedNote players={data.leaders} of="list" />
            <section className="card" aria-label={t('football.teamPage.tabs.leaders')}>
              <ul className="ranking-list">
                {data.leaders.map((leader) => {
                  const tag = mark(leader);
                  return (
                    <li key={leader.stat} className="ranking-row">
                      <span className="fb-leader-stat">{t(`football.stats.${leader.stat}`)}</span>
                      <span className="ranking-player">
                        {playerPath ? (
                          <Link to={playerPath(leader.playerId)}>{leader.playerName}</Link>
                        ) : (
                          leader.playerName
                        )}
                        {/* on a line of its own: the name's line is the row's link, alone in the flex column */}
                        {tag && <span className="ranking-team">{tag}</span>}
                      </span>
                      <span className="ranking-value">
                        {leader.stat === 'minutes_played' ? t('football.minutesValue', { value: leader.value }) : leader.value}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          </>
        );
      }}
    </QueryView>
  );
}
