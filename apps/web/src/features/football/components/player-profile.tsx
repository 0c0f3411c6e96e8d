import type { PlayerDetail } from '@sport/contract';
import { Link } from 'react-router';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';
import { playerFacts } from './player-facts';

/** The player's name and team on top, then every profile fact (未知 where the source has none). */
export function PlayerProfile({ player, teamPath }: { player: PlayerDetail; teamPath: (teamId: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="fb-team-header">
        {player.logo ? <img className="fb-crest" src={fileUrl(player.logo)} alt="" width={56} height={56} /> : <span className="fb-crest" />}
        <div className="fb-team-header-text">
          <h2 className="fb-team-name">{player.name}</h2>
          <p className="fb-team-country">
            {player.teamId === null ? player.teamName : <Link to={teamPath(player.teamId)}>{player.teamName}</Link>}
          </p>
        </div>
      </header>
      <section className="fb-card" aria-label={t('football.playerPage.profile')}>
        <h3 className="fb-card-title">{t('football.playerPage.profile')}</h3>
        <dl className="fb-facts">
          {playerFacts(player, Date.now()).map((fact) => (
            <div key={fact.key} className="fb-fact">
              <dt className="fb-fact-label">{t(`football.playerPage.fields.${fact.key}`)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
