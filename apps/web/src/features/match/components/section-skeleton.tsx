import { SkeletonLine, SkeletonStatus } from '../../../components/ui/skeleton';

/** A few lines in a section's place until its answer comes. */
export function SectionSkeleton() {
  return (
    <SkeletonStatus>
      <div aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <p key={i}>
            <SkeletonLine />
          </p>
        ))}
      </div>
    </SkeletonStatus>
  );
}
