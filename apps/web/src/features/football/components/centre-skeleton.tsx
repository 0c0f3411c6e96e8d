import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';

/** Cards of lines in the shape of a day's matches or a table, until the answer comes. */
export function CentreSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonStatus>
      <div className="card" aria-hidden="true">
        <SkeletonLine className="card-title" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="fb-skeleton-row">
            <SkeletonLine className="fb-skeleton-text" />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
