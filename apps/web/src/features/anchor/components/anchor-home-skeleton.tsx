import { SkeletonLine, SkeletonRound, SkeletonStatus } from '../../../components/ui/skeleton';

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

/** "Live now" while loading: a row of hosts. */
export function LiveHostsSkeleton() {
  return (
    <SkeletonStatus>
      <ul className="live-hosts" aria-hidden="true">
        {times(4).map((i) => (
          <li key={i}>
            <span className="live-host">
              <SkeletonRound size={60} />
              <SkeletonLine className="live-host-name" />
              <SkeletonLine className="live-host-watchers" />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}

/** "All hosts" while loading: the first page of the carousel. */
export function HostChunksSkeleton() {
  return (
    <SkeletonStatus>
      <div className="carousel host-chunks" aria-hidden="true">
        <ul className="host-grid">
          {times(8).map((i) => (
            <li key={i}>
              <span className="host-card">
                <SkeletonRound size={52} />
                <SkeletonLine className="host-card-name" />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </SkeletonStatus>
  );
}

/** "Matches" while loading: a few matches with one host each. */
export function LiveMatchesSkeleton() {
  return (
    <SkeletonStatus>
      <ul className="live-matches" aria-hidden="true">
        {times(3).map((i) => (
          <li key={i} className="live-match">
            <span className="live-match-head">
              <SkeletonLine className="live-match-league" />
              <SkeletonLine className="live-match-time" />
              <SkeletonLine className="live-match-teams" />
            </span>
            <span className="live-match-hosts">
              <span className="live-match-host">
                <SkeletonRound size={28} />
                <SkeletonLine />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}
