import { useId, type ReactNode } from 'react';

/**
 * A dashboard card: a region named by its heading, with an optional action beside the heading (Book New)
 * and a line of description beneath it; `busy` while its content loads.
 */
export function Panel({
  title,
  action,
  description,
  busy = false,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  description?: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section
      className={['eb-card', 'eb-panel', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      aria-busy={busy}
    >
      <div className="eb-panel__header">
        <h2 id={titleId} className="eb-subheading">
          {title}
        </h2>
        {action}
      </div>
      {description ? (
        <p id={descriptionId} className="eb-muted eb-panel__description">
          {description}
        </p>
      ) : null}
      {children}
    </section>
  );
}
