import { SkeletonLine, SkeletonRound, SkeletonStatus } from '../../../components/ui/skeleton';

/** The header's shape (crests, score, lines) and a card of lines, until the answer comes. */
export function MatchSkeleton() {
  return (
    <SkeletonStatus>
      <div aria-hidden="true">
        <div className="match-header">
          <SkeletonLine className="match-competition" />
          <div className="match-teams">
            <div className="match-side">
              <SkeletonRound size={48} />
            </div>
            <div className="match-centre">
              <SkeletonLine className="match-big-score" />
            </div>
            <div className="match-side">
              <SkeletonRound size={48} />
            </div>
          </div>
          <SkeletonLine className="match-kickoff" />
        </div>
        <div className="card">
          {Array.from({ length: 5 }, (_, i) => (
            <p key={i}>
              <SkeletonLine />
            </p>
          ))}
        </div>
      </div>
    </SkeletonStatus>
  );
}
