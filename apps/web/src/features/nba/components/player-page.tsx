import { ageText, monthDayZh, NBA_CURRENT_SEASON_ID, NbaKind, type NbaPlayerDetail } from '@sport/contract';
import { useState } from 'react';
import { Link, useParams } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/empty-state';
import { NotFoundView } from '../../../components/ui/load-error';
import { PageFrame } from '../../../components/ui/page-frame';
import { GeneratedPlayerNote } from '../../../components/ui/generated';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { StatTable } from '../../../components/ui/stat-table';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerDetail } from '../api/get-player-detail';
import { teamPath } from '../paths';
import { AveragesGrid } from './averages-grid';
import { NbaSkeleton } from './nba-skeleton';
import { PageKindSwitch, SeasonSwitch } from './nba-switchers';
import { SeasonNote } from './season-note';
import '../texts';
import '../../../components/ui/card.css';
import '../../../components/ui/segment.css';
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
      <PageHeader logo={info.logo} name={info.name}>
        {info.teamId === null ? info.teamName : <Link to={teamPath(info.teamId)}>{info.teamName}</Link>}
      </PageHeader>
      <GeneratedPlayerNote generated={info.generated} />
      <section className="card" aria-label={t('nba.playerPage.profile')}>
        <h3 className="card-title">{t('nba.playerPage.profile')}</h3>
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
    <StatTable
      title={title}
      columns={[
        { key: 'date', label: t('nba.playerPage.date') },
        { key: 'opponent', label: t('nba.playerPage.opponent'), name: true },
        { key: 'result', label: t('nba.playerPage.result') },
        { key: 'minutes', label: t('nba.averages.minutes') },
        { key: 'points', label: t('nba.averages.points') },
        { key: 'rebounds', label: t('nba.averages.rebounds') },
        { key: 'assists', label: t('nba.averages.assists') },
      ]}
    >
      {games.map((g) => (
        <tr key={g.matchId}>
          <td>{monthDayZh(g.matchDate)}</td>
          <td className="stat-col-team">
            {g.isHome ? t('nba.playerPage.vs') : t('nba.playerPage.at')} {g.opponentName}
          </td>
          <td>{g.teamScore !== null && g.opponentScore !== null ? `${g.teamScore}-${g.opponentScore}` : '-'}</td>
          <td>{g.minutes}</td>
          <td>{g.points}</td>
          <td>{g.rebounds}</td>
          <td>{g.assists}</td>
        </tr>
      ))}
    </StatTable>
  );
}

function PlayerBody({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  // the averages and the log of one season and kind (the profile is the same in all)
  const [seasonId, setSeasonId] = useState<number>(NBA_CURRENT_SEASON_ID);
  const [kind, setKind] = useState<number>(NbaKind.Regular);
  const detail = usePlayerDetail({ id: playerId, seasonId, kind });
  return (
    <QueryView query={detail} loading={<NbaSkeleton rows={8} />} notFoundText={t('nba.playerPage.notFound')}>
      {({ info, match }) => (
        <div className="nba-page">
          <Profile info={info} />
          <PageKindSwitch kind={kind} onChange={setKind} />
          <SeasonSwitch seasonId={seasonId} onChange={setSeasonId} />
          <SeasonNote seasonId={seasonId} />
          {/* no game in the season and kind: no averages of nothing (0.0 and 0.0 %), the log says so */}
          {match.length > 0 ? <AveragesGrid averages={info.averages} title={t('nba.playerPage.averages')} /> : null}
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
