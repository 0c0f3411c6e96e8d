import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { useAppActions } from '../../lib/app-actions';
import { matchPagePath } from '../../lib/match-path';

/**
 * A link to a match: inside the native app its own match screen opens (SPEC §2 native jump), in a browser or the
 * host shell, where `jump` answers false, the link goes to our match page.
 */
export function MatchLink({
  matchId,
  className,
  label,
  children,
  testId,
}: {
  matchId: number;
  className?: string;
  label?: string;
  children: ReactNode;
  testId?: string;
}) {
  const { jump } = useAppActions();
  return (
    <Link
      to={matchPagePath(matchId)}
      className={className}
      aria-label={label}
      data-testid={testId}
      onClick={(event) => {
        if (jump({ to: 'match-detail', matchId })) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
