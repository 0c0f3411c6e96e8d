import { SkeletonLine, SkeletonRound, SkeletonStatus } from '../../../components/ui/skeleton';

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A board while it loads: the podium's three places and the first rows, in the shapes that replace them. */
export function BoardSkeleton() {
  return (
    <SkeletonStatus>
      <div aria-hidden="true">
        <ol className="rk-podium">
          {[2, 1, 3].map((place) => (
            <li key={place} className={`rk-podium-place rk-place-${place}`}>
              <span className="rk-podium-link">
                <SkeletonLine className="rk-podium-rank" />
                <SkeletonRound size={place === 1 ? 64 : 52} />
                <SkeletonLine className="rk-name" />
                <SkeletonLine className="rk-value" />
              </span>
            </li>
          ))}
        </ol>
        <ol className="rk-rows">
          {times(5).map((i) => (
            <li key={i}>
              <span className="rk-row">
                <span className="rk-row-rank" />
                <SkeletonRound size={40} />
                <span className="rk-row-body">
                  <SkeletonLine className="rk-name" />
                  <SkeletonLine className="rk-meta" />
                </span>
                <SkeletonLine className="rk-value" />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </SkeletonStatus>
  );
}

/** The board tabs and period switch while the boards' configuration loads. */
export function TabsSkeleton() {
  return (
    <div className="tabs" aria-hidden="true">
      {times(3).map((i) => (
        <button key={i} type="button" tabIndex={-1}>
          <SkeletonLine />
        </button>
      ))}
    </div>
  );
}

/** Bet slips while they load (the rank-user page's betting list). */
export function SlipsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonStatus>
      <div aria-hidden="true">
        {times(count).map((i) => (
          <div key={i} className="rk-card">
            <SkeletonLine className="rk-leg-meta" />
            <SkeletonLine className="rk-leg-teams" />
            <SkeletonLine className="rk-leg-pick" />
          </div>
        ))}
      </div>
    </SkeletonStatus>
  );
}
