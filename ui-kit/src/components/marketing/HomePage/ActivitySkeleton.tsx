import { Skeleton } from '../../../primitives/Skeleton.js';

/** Placeholder rows while a Recent Activity list loads. */
export function ActivitySkeleton({ count }: { count: number }) {
  return (
    <ul className="eb-activity__list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="eb-activity__item">
          <Skeleton height="2.75rem" />
        </li>
      ))}
    </ul>
  );
}
