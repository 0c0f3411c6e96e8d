import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';

/** A card of lines in the shape of a day's games or a table, until the answer comes. */
export function NbaSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonStatus>
      <div className="card" aria-hidden="true">
        <SkeletonLine className="card-title" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="nba-skeleton-row">
            <SkeletonLine />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
