import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';

export interface FailureProps {
  title: string;
  message: string;
  /** Try Again, only for a failure that asking again could fix (a lost connection, a server error). */
  onRetry?: (() => void) | undefined;
  headingLevel?: 2 | 3;
  /** The way out beside Try Again; none when not given. */
  action?: ReactNode;
  /**
   * Focus the first action when shown: the step the person was on (and the control they pressed) is gone, and
   * focus would otherwise fall back to the page, out of a modal.
   */
  takeFocus?: boolean;
}

/**
 * A failed step, announced, with the host's way out (the portal's Back to Dashboard) and Try Again when a
 * retry could succeed: a button that could only fail again is worse than none.
 */
export function Failure({
  title,
  message,
  onRetry,
  headingLevel = 3,
  action,
  takeFocus = false,
}: FailureProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [takeFocus]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={box} className="eb-state eb-payment__failure" role="alert">
      <Heading className="eb-subheading">{title}</Heading>
      <p>{message}</p>
      {onRetry || action ? (
        <div className="eb-row">
          {onRetry ? <Button onClick={onRetry}>{t('common.tryAgain')}</Button> : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}

export interface CardProblemProps {
  title: string;
  message: string;
  /** Focus the message (a card step whose own fields cannot take focus: Stripe's element). */
  takeFocus?: boolean;
}

/**
 * Why the card did not go through, above the card step it leaves filled in: the person changes what is wrong
 * and pays again rather than typing the card from the start.
 */
export function CardProblem({ title, message, takeFocus = false }: CardProblemProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) box.current?.focus();
  }, [takeFocus, title, message]);
  return (
    <div ref={box} className="eb-payment__problem" role="alert" tabIndex={-1}>
      <p className="eb-payment__problem-title">{title}</p>
      <p>{message}</p>
    </div>
  );
}

/** Back to Dashboard (/dashboard); `primary` when it is the only way on. */
export function DashboardLink({ primary = false }: { primary?: boolean }) {
  const t = useT();
  return (
    <Link to="/dashboard" className={`eb-btn eb-btn--${primary ? 'primary' : 'secondary'}`}>
      {t('payment.backToDashboard')}
    </Link>
  );
}

/** View Consultation (/consultation/{id}). */
export function ConsultationLink({ id }: { id: string }) {
  const t = useT();
  return (
    <Link to={`/consultation/${id}`} className="eb-btn eb-btn--primary">
      {t('payment.viewConsultation')}
    </Link>
  );
}
