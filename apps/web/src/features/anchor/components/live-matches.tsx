import type { LiveMatch } from '@sport/contract';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { useAppActions } from '../../../lib/app-actions';
import { Avatar } from '../../../components/ui/avatar';
import { MatchScore, MatchStatus, useMatchStanding } from './match-score';
import { useOpenHost } from './use-open-host';
import '../texts';

/**
 * Matches with the hosts streaming them; a match tap opens the native match screen, or our match page outside
 * the app (issue 24); each host opens its room.
 */
export function LiveMatches({ matches }: { matches: readonly LiveMatch[] }) {
  const { t } = useTranslation();
  const { jump } = useAppActions();
  const navigate = useNavigate();
  const openHost = useOpenHost();
  const openMatch = (match: LiveMatch) => {
    const hostId = match.hostList[0]?.hostId;
    if (jump({ to: 'match-detail', matchId: match.matchId, hostId })) return;
    // the match page's address written out, not lib/match-path: importing it here splits a shared chunk into the
    // anchor home's preload map, and the first route (check-size.mjs) would grow for a tap that comes later
    void navigate(`/match/${match.matchId}`);
  };
  if (matches.length === 0) return <p className="anchor-empty">{t('anchorPages.noMatches')}</p>;
  return (
    <ul className="live-matches">
      {matches.map((match) => (
        <li key={match.matchId} className="live-match">
          <button
            type="button"
            className="live-match-head"
            onClick={() => openMatch(match)}
          >
            <span className="live-match-league">{match.matchLeague || match.matchTypeName}</span>
            <LiveMatchLine match={match} />
          </button>
          <ul className="live-match-hosts" aria-label={t('anchorPages.matchHosts')}>
            {match.hostList.map((host) => (
              <li key={host.hostId}>
                <Link to={`/anchor/detail/${host.hostId}`} className="live-match-host" onClick={(e) => openHost(e, host)}>
                  <Avatar src={host.headUrl} size={28} name={host.nickName} />
                  <span>{host.nickName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A match's league-side line: its status (or kick-off) and the teams around the score, following pushes. */
function LiveMatchLine({ match }: { match: LiveMatch }) {
  const standing = useMatchStanding(match);
  return (
    <>
      <MatchStatus standing={standing} startDate={match.startDate} timeTbd={match.kickoffTimeTbd} className="live-match-time" />
      <span className="live-match-teams">
        {match.masterTeamName} <MatchScore standing={standing} className="vs" /> {match.guestTeamName}
      </span>
    </>
  );
}
