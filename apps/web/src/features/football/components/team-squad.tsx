import { ageText, type Player } from '@sport/contract';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { GeneratedNote, generatedMarks } from '../../../components/ui/generated';
import { useTranslation } from '../../../lib/i18n';
import { squadGroups } from './team-squad-groups';

/**
 * The squad under 门将 / 后卫 / 中场 / 前锋 / 其他: number, name (to the player's page where the centre has one), age;
 * the players our generator made up (a club's squad is partly real) marked as such.
 */
export function TeamSquad({ players, playerPath }: { players: readonly Player[]; playerPath: ((playerId: number) => string) | null }) {
  const { t } = useTranslation();
  if (players.length === 0) return <EmptyState title={t('football.teamPage.noSquad')} />;
  const now = Date.now();
  const mark = generatedMarks(players);
  return (
    <>
      <GeneratedNote players={players} of="squad" />
      {squadGroups(players).map((group) => {
        const title = t(`football.teamPage.positions.${group.key}`);
        return (
          <section key={group.key} className="card" aria-label={title}>
            <h3 className="card-title">{title}</h3>
            <ul className="fb-squad">
              {group.players.map((player) => (
                <li key={player.id} className="roster-row">
                  <span className="fb-squad-number">{player.shirtNumber ?? '-'}</span>
                  <span className="fb-squad-name">
                    {playerPath ? <Link to={playerPath(player.id)}>{player.name}</Link> : player.name}
                    {mark(player)}
                  </span>
                  <span className="fb-squad-age">{ageText(player.birthday, now)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
