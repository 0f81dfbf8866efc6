import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';

export interface FailureProps {
  title: string;
  message: string;
  onRetry: () => void;
  headingLevel?: 2 | 3;
  /** The way out beside Try Again; none when not given. */
  action?: ReactNode;
  /**
   * Focus Try Again when shown: the step the person was on (and the control they pressed) is gone, and focus
   * would otherwise fall back to the page, out of a modal.
   */
  takeFocus?: boolean;
}

/** A failed step, announced, with Try Again and the host's way out (the portal's Back to Dashboard). */
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
    if (takeFocus) box.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [takeFocus]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div ref={box} className="eb-state eb-payment__failure" role="alert">
      <Heading className="eb-subheading">{title}</Heading>
      <p>{message}</p>
      <div className="eb-row">
        <Button onClick={onRetry}>{t('common.tryAgain')}</Button>
        {action}
      </div>
    </div>
  );
}

/** Back to Dashboard (/dashboard). */
export function DashboardLink() {
  const t = useT();
  return (
    <Link to="/dashboard" className="eb-btn eb-btn--secondary">
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
