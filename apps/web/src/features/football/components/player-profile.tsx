import type { PlayerDetail } from '@sport/contract';
import { Link } from '../../../lib/router';
import { GeneratedPlayerNote } from '../../../components/ui/generated';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../../../lib/i18n';
import { playerFacts } from './player-facts';

/** The player's name and team on top, then every profile fact (未知 where the source has none). */
export function PlayerProfile({ player, teamPath }: { player: PlayerDetail; teamPath: (teamId: number) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader logo={player.logo} name={player.name}>
        {player.teamId === null ? player.teamName : <Link to={teamPath(player.teamId)}>{player.teamName}</Link>}
      </PageHeader>
      <GeneratedPlayerNote generated={player.generated} />
      <section className="card" aria-label={t('football.playerPage.profile')}>
        <h3 className="card-title">{t('football.playerPage.profile')}</h3>
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
