import type { ReactNode } from 'react';
import { ApiRequestError, isRetryable } from '../api/errors.js';
import { useT, type TextScope } from '../i18n/I18nProvider.js';
import { Button } from './Button.js';

/** An empty or informational state: a title, a line of text and an optional action. */
export function StateMessage({
  title,
  description,
  action,
  headingLevel = 2,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="eb-state">
      <Heading className="eb-subheading">{title}</Heading>
      {description ? <p className="eb-muted">{description}</p> : null}
      {action}
    </div>
  );
}

/**
 * A failed load, announced. Try Again only when asking again could give another answer (`isRetryable`: a lost
 * connection, a server error); a refusal that would only repeat says what it is instead: `notFound` in the
 * screen's own words for a 404, that it is not open to this account for a 403. `scope` 'admin' words it in
 * the admin pages' language.
 */
export function ErrorState({
  error,
  onRetry,
  notFound,
  scope,
}: {
  /** The failure; without it the load is taken as one a retry could fix. */
  error?: unknown;
  onRetry: () => void;
  /** What a 404 means on this screen. */
  notFound?: string;
  scope?: TextScope;
}) {
  const t = useT(scope);
  const status = error instanceof ApiRequestError ? error.status : undefined;
  let message = t('common.error');
  if (status === 404) message = notFound ?? t('common.notFound');
  else if (status === 403) message = t('common.forbidden');
  else if (!isRetryable(error)) message = t('common.refused');
  return (
    <div className="eb-state" role="alert">
      <p>{message}</p>
      {isRetryable(error) ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}

/** A page-level spinner with a spoken label (in the admin pages' language with `scope` 'admin'). */
export function Spinner({ scope }: { scope?: TextScope }) {
  const t = useT(scope);
  return (
    <div className="eb-state" role="status">
      <div className="eb-spinner" aria-hidden="true" />
      <span className="eb-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
