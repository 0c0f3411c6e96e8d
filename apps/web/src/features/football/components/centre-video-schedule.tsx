import { HostLiveStatus, chinaDayStart, pickVideoSchedule, type Match } from '@sport/contract';
import type { QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { useMatchDates } from '../api/get-match-dates';
import { matchListQuery, useMatchList } from '../api/get-match-list';
import type { CentreScope } from './centre-scope';
import { useFollowMatch } from '../../../lib/use-follow-match';
import { patchList } from './schedule-live';
import { mainScore, matchPhase, statusText } from './schedule-score';

/** SPEC §4 video schedule (World Cup, Euro): today's one or two matches to watch; a tap opens a live anchor's room. */
export function CentreVideoSchedule({ scope }: { scope: CentreScope }) {
  const { t } = useTranslation();
  const today = chinaDayStart(Date.now());
  const dates = useMatchDates(scope.centre, { seasonId: scope.seasonId });
  const playsToday = dates.data?.some((d) => d.matchDate === today) ?? false;
  const input = useMemo(() => ({ seasonId: scope.seasonId, matchDate: today }), [scope.seasonId, today]);
  const listKey = useMemo(() => matchListQuery(scope.centre, input).queryKey, [scope.centre, input]);
  const list = useMatchList(scope.centre, playsToday ? input : null);
  const picked = pickVideoSchedule(list.data ?? []);
  if (picked.length === 0) return null;
  return (
    <section className="fb-video" aria-label={t('football.videoSchedule')}>
      {picked.map((match) => (
        <VideoItem key={match.matchId} match={match} listKey={listKey} />
      ))}
    </section>
  );
}

function VideoItem({ match, listKey }: { match: Match; listKey: QueryKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the strip shows while any tab is open: it follows its matches itself
  useFollowMatch(match.matchId, listKey, patchList);
  const hostId = match.anchorInfo.find((a) => a.liveStatus === HostLiveStatus.Live)?.hostId;
  const className = `fb-video-item is-${matchPhase(match.statusId)}`;
  const body = (
    <>
      <span className="fb-video-status">{statusText(match)}</span>
      <span className="fb-video-teams">
        {match.homeName} <b className="fb-score">{mainScore(match)}</b> {match.awayName}
      </span>
      {hostId !== undefined ? <span className="fb-video-watch">{t('football.watchLive')}</span> : null}
    </>
  );
  return hostId !== undefined ? (
    <button type="button" className={className} onClick={() => void navigate(`/anchor/detail/${hostId}`)}>
      {body}
    </button>
  ) : (
    <div className={className}>{body}</div>
  );
}
