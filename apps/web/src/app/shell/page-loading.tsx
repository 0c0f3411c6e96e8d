import { BackBar } from '../../components/ui/back-bar';
import { SkeletonStatus } from '../../components/ui/skeleton';

const LINES = ['60%', '100%', '90%', '100%', '75%'];

/**
 * What a page shows while its code is on its way (a tab tapped, a link followed, on a slow network): a loading
 * skeleton under the frame, and on a sub-page a back bar, so there is a way back before the page's own nav bar
 * has come. It fades in after a moment (CSS), so a chunk that arrives at once does not flash it.
 */
export function PageLoading({ backBar }: { backBar: boolean }) {
  return (
    <div className="page-loading">
      {backBar ? <BackBar /> : null}
      <SkeletonStatus>
        <div className="page-loading-body" aria-hidden="true">
          <span className="skeleton-block page-loading-card" />
          {LINES.map((width, i) => (
            <span key={i} className="skeleton-block page-loading-line" style={{ width }} />
          ))}
        </div>
      </SkeletonStatus>
    </div>
  );
}
