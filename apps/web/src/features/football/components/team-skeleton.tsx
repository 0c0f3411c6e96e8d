import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';
import { CentreSkeleton } from './centre-skeleton';

/** The header's and the first list's shapes until the team comes. */
export function TeamSkeleton() {
  return (
    <SkeletonStatus>
      <div className="fb-team-header" aria-hidden="true">
        <span className="fb-crest skeleton-block" />
        <div className="fb-team-header-text">
          <SkeletonLine className="fb-team-name" />
          <SkeletonLine className="fb-team-country" />
        </div>
      </div>
      <CentreSkeleton rows={8} />
    </SkeletonStatus>
  );
}
