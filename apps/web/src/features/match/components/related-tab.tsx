import { isBasketballFinished, isFootballFinished, type MatchDetailHeader } from '@sport/contract';
import { HeadToHead } from './head-to-head';
import { MatchHosts } from './match-hosts';
import { isFootball } from './match-status';
import { MatchTable } from './match-table';
import { MatchTips } from './match-tips';

/** 相关: who streams the match, the tips on it, the table with both teams, and their past meetings. */
export function RelatedTab({ header }: { header: MatchDetailHeader }) {
  const finished = isFootball(header) ? isFootballFinished(header.statusId) : isBasketballFinished(header.statusId);
  return (
    <>
      <MatchHosts matchId={header.matchId} />
      <MatchTips matchId={header.matchId} finished={finished} />
      <MatchTable header={header} />
      <HeadToHead matchId={header.matchId} />
    </>
  );
}
