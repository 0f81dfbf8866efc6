import type { ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider.js';
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

/** A failed load, announced, with Try Again. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="eb-state" role="alert">
      <p>{t('common.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

/** A page-level spinner with a spoken label. */
export function Spinner() {
  const t = useT();
  return (
    <div className="eb-state" role="status">
      <div className="eb-spinner" aria-hidden="true" />
      <span className="eb-visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
