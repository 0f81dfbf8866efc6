import type { components } from '@expertbridge/sdk';
import { useT } from '../../../i18n/I18nProvider.js';
import type { MessageKey } from '../../../i18n/catalogue.js';

/** A consultation's status as the API names it. */
export type ConsultationStatus = components['schemas']['ConsultationStatus'];

const LABELS: Record<ConsultationStatus, MessageKey> = {
  pending_payment: 'status.pending_payment',
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  in_progress: 'status.in_progress',
  completed: 'status.completed',
  cancelled: 'status.cancelled',
};

const isKnown = (status: string): status is ConsultationStatus => status in LABELS;

/**
 * A consultation's status badge (part 1 §4): each status has its own style; a value the kit does not know
 * gets a plain badge with the raw value, so a newer API never breaks the page.
 */
export function StatusBadge({ status }: { status: ConsultationStatus | (string & {}) }) {
  const t = useT();
  if (!isKnown(status)) return <span className="eb-badge">{status}</span>;
  return (
    <span className={`eb-badge eb-status eb-status--${status.replace('_', '-')}`}>
      {t(LABELS[status])}
    </span>
  );
}
