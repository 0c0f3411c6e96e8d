import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';
import { CentreSkeleton } from './centre-skeleton';
import '../../../components/ui/page-header.css';

/** The header's and the first list's shapes until the team comes. */
export function TeamSkeleton() {
  return (
    <SkeletonStatus>
      <div className="page-header" aria-hidden="true">
        <span className="page-header-logo skeleton-block" />
        <div className="page-header-text">
          <SkeletonLine className="page-header-name" />
          <SkeletonLine className="page-header-sub" />
        </div>
      </div>
      <CentreSkeleton rows={8} />
    </SkeletonStatus>
  );
}
