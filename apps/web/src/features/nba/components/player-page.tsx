import { ageText, monthDayZh, type NbaPlayerDetail } from '@sport/contract';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { QueryView } from '../../../components/ui/query-view';
import { fileUrl } from '../../../lib/file-url';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerDetail } from '../api/get-player-detail';
import { teamPath } from '../paths';
import { AveragesGrid } from './averages-grid';
import { NbaSkeleton } from './nba-skeleton';
import './nba.css';

const isId = (n: number) => Number.isInteger(n) && n > 0;

function Profile({ info }: { info: NbaPlayerDetail['info'] }) {
  const { t } = useTranslation();
  const unknown = t('nba.unknown');
  const facts = [
    { key: 'position', value: info.position || unknown },
    { key: 'shirtNumber', value: info.shirtNumber ?? unknown },
    { key: 'age', value: ageText(info.birthday, Date.now()) },
    { key: 'height', value: info.height !== null ? t('nba.height', { value: info.height }) : unknown },
    { key: 'weight', value: info.weight !== null ? t('nba.weight', { value: info.weight }) : unknown },
    { key: 'nationality', value: info.nationality || unknown },
  ];
  return (
    <>
      <header className="nba-header">
        {info.logo ? (
          <img className="nba-logo" src={fileUrl(info.logo)} alt="" width={56} height={56} />
        ) : (
          <span className="nba-logo" />
        )}
        <div className="nba-header-text">
          <h2 className="nba-header-name">{info.name}</h2>
          <p className="nba-header-sub">
            {info.teamId === null ? info.teamName : <Link to={teamPath(info.teamId)}>{info.teamName}</Link>}
          </p>
        </div>
      </header>
      <section className="nba-card" aria-label={t('nba.playerPage.profile')}>
        <h3 className="nba-card-title">{t('nba.playerPage.profile')}</h3>
        <dl className="nba-facts">
          {facts.map((fact) => (
            <div key={fact.key} className="nba-fact">
              <dt>{t(`nba.playerPage.fields.${fact.key}`)}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function GameLog({ games }: { games: NbaPlayerDetail['match'] }) {
  const { t } = useTranslation();
  const title = t('nba.playerPage.gameLog');
  if (games.length === 0) return <EmptyState title={t('nba.playerPage.noGames')} />;
  return (
    <section className="nba-card" aria-label={title}>
      <h3 className="nba-card-title">{title}</h3>
      <table className="nba-table">
        <thead>
          <tr>
            <th scope="col">{t('nba.playerPage.date')}</th>
            <th scope="col" className="nba-col-team">
              {t('nba.playerPage.opponent')}
            </th>
            <th scope="col">{t('nba.playerPage.result')}</th>
            <th scope="col">{t('nba.averages.minutes')}</th>
            <th scope="col">{t('nba.averages.points')}</th>
            <th scope="col">{t('nba.averages.rebounds')}</th>
            <th scope="col">{t('nba.averages.assists')}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((g) => (
            <tr key={g.matchId}>
              <td>{monthDayZh(g.matchDate)}</td>
              <td className="nba-col-team">
                {g.isHome ? t('nba.playerPage.vs') : t('nba.playerPage.at')} {g.opponentName}
              </td>
              <td>{g.teamScore !== null && g.opponentScore !== null ? `${g.teamScore}-${g.opponentScore}` : '-'}</td>
              <td>{g.minutes}</td>
              <td>{g.points}</td>
              <td>{g.rebounds}</td>
              <td>{g.assists}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function PlayerBody({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const detail = usePlayerDetail(playerId);
  return (
    <QueryView query={detail} loading={<NbaSkeleton rows={8} />} notFoundText={t('nba.playerPage.notFound')}>
      {({ info, match }) => (
        <div className="nba-page">
          <Profile info={info} />
          <AveragesGrid averages={info.averages} title={t('nba.playerPage.averages')} />
          <GameLog games={match} />
        </div>
      )}
    </QueryView>
  );
}

/** SPEC §2 /nba/player/:id: the profile, the season averages and the game log. */
export function PlayerPage() {
  const { t } = useTranslation();
  const playerId = Number(useParams().id);
  return (
    <PageFrame title={t('pages.player')}>
      {isId(playerId) ? (
        <PlayerBody key={playerId} playerId={playerId} />
      ) : (
        <NotFoundView text={t('nba.playerPage.notFound')} />
      )}
    </PageFrame>
  );
}
