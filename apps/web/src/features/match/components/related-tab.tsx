import { isBasketballFinished, isFootballFinished, type MatchDetailHeader } from '@sport/contract';
import { HeadToHead } from './head-to-head';
import { MatchHosts } from './match-hosts';
import { isFootball } from './match-status';
import { MatchTips } from './match-tips';

/**
 * 相关: who streams the match, the tips on it, and the teams' past meetings. The table with both teams marked is
 * not here yet: read through the centres' calls it cost the first route a shared file (see the closing note).
 */
export function RelatedTab({ header }: { header: MatchDetailHeader }) {
  const finished = isFootball(header) ? isFootballFinished(header.statusId) : isBasketballFinished(header.statusId);
  return (
    <>
      <MatchHosts matchId={header.matchId} />
      <MatchTips matchId={header.matchId} finished={finished} />
      <HeadToHead matchId={header.matchId} />
    </>
  );
}
