import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import type { MatchPhase } from '../../lib/match-phase';
import { MatchLink } from './match-link';
import './match-row.css';

export interface MatchRowTeam {
  name: string;
  to: string;
}

/**
 * One match of a list: `when` and the status on top, the home and away teams (links to their pages) around the
 * score (a link to the match page, `matchId`), then what the sport shows under it (`children`). `className`
 * names the sport's own row.
 */
export function MatchRow({
  matchId,
  phase,
  when,
  status,
  home,
  away,
  score,
  className,
  children,
}: {
  matchId: number;
  phase: MatchPhase;
  when: ReactNode;
  status: string;
  home: MatchRowTeam;
  away: MatchRowTeam;
  score: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <li className={`match-row ${className} is-${phase}`} aria-label={`${home.name} ${away.name}`}>
      <div className="match-meta">
        <span className="match-time">{when}</span>
        <span className="match-status" data-testid="match-status">
          {status}
        </span>
      </div>
      <div className="match-line">
        <Link className="match-team is-home" to={home.to}>
          {home.name}
        </Link>
        <MatchLink
          matchId={matchId}
          className="match-score"
          testId="match-score"
          label={`${home.name} ${score} ${away.name}`}
        >
          {score}
        </MatchLink>
        <Link className="match-team is-away" to={away.to}>
          {away.name}
        </Link>
      </div>
      {children}
    </li>
  );
}
