import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from '../../../navigation/Navigation.js';
import { Skeleton } from '../../../primitives/Skeleton.js';
import { ErrorState } from '../../../primitives/State.js';

export interface ActivityCardProps<T> {
  title: string;
  /** Beside the title, e.g. a View all link. */
  action?: ReactNode;
  query: UseQueryResult<{ items: T[] }>;
  /** How many items the card lists at most. */
  shown: number;
  /** The empty state's text and the link that leads on from it. */
  empty: { text: string; to: string; label: string };
  /** One `<li>` for an item. */
  item: (item: T) => ReactNode;
}

/** Rows shown while a list loads. */
const PLACEHOLDER_ROWS = 3;

/** A Recent Activity card: its list, or placeholder rows while loading, Try Again, or the empty state. */
export function ActivityCard<T>({
  title,
  action,
  query,
  shown,
  empty,
  item,
}: ActivityCardProps<T>) {
  const titleId = useId();
  let body;
  if (query.isLoadingError) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = (
      <ul className="eb-activity__list" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <li key={i} className="eb-activity__item">
            <Skeleton height="2.75rem" />
          </li>
        ))}
      </ul>
    );
  } else if (query.data.items.length === 0) {
    body = (
      <div className="eb-activity__empty">
        <p className="eb-muted">{empty.text}</p>
        <Link to={empty.to} className="eb-link">
          {empty.label}
        </Link>
      </div>
    );
  } else {
    body = <ul className="eb-activity__list">{query.data.items.slice(0, shown).map(item)}</ul>;
  }
  return (
    <section
      className="eb-card eb-activity"
      aria-labelledby={titleId}
      aria-busy={query.isPending && !query.isError}
    >
      <div className="eb-activity__header">
        <h3 id={titleId} className="eb-subheading">
          {title}
        </h3>
        {action}
      </div>
      {body}
    </section>
  );
}
