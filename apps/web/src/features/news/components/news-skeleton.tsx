import { SkeletonLine, SkeletonRound, SkeletonStatus } from '../../../components/ui/skeleton';

const times = (n: number) => Array.from({ length: n }, (_, i) => i);

/** A list of tips while loading. */
export function TipListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <SkeletonStatus>
      <ul className="tip-list" aria-hidden="true">
        {times(rows).map((i) => (
          <li key={i} className="tip-card">
            <span className="tip-card-link">
              <span className="tip-card-expert">
                <SkeletonRound size={28} />
                <SkeletonLine className="tip-card-expert-name" />
              </span>
              <SkeletonLine className="tip-card-title" />
              <SkeletonLine className="tip-match-meta" />
              <SkeletonLine className="tip-match-teams" />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}

/** A page of eight experts while loading. */
export function ExpertGridSkeleton() {
  return (
    <SkeletonStatus>
      <ul className="expert-grid" aria-hidden="true">
        {times(8).map((i) => (
          <li key={i}>
            <span className="expert-card">
              <SkeletonRound size={48} />
              <SkeletonLine className="expert-card-name" />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}

/** A page (expert or tip) while its head loads. */
export function PageHeadSkeleton() {
  return (
    <SkeletonStatus>
      <div className="news-head" aria-hidden="true">
        <SkeletonRound size={56} />
        <span className="news-head-text">
          <SkeletonLine className="news-head-name" />
          <SkeletonLine className="news-head-sub" />
        </span>
      </div>
    </SkeletonStatus>
  );
}

/** The user's comments while loading. */
export function MyCommentsSkeleton() {
  return (
    <SkeletonStatus>
      <ul className="my-comments" aria-hidden="true">
        {times(4).map((i) => (
          <li key={i} className="my-comment">
            <span className="my-comment-link">
              <SkeletonLine className="my-comment-head" />
              <SkeletonLine className="comment-text" />
            </span>
          </li>
        ))}
      </ul>
    </SkeletonStatus>
  );
}
