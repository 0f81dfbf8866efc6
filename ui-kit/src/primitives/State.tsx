import type { ReactNode } from 'react';
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

/** A failed load, announced, with Try Again; `scope` 'admin' words it in the admin pages' language. */
export function ErrorState({ onRetry, scope }: { onRetry: () => void; scope?: TextScope }) {
  const t = useT(scope);
  return (
    <div className="eb-state" role="alert">
      <p>{t('common.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
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
