import type { components } from '@expertbridge/sdk';
import { disputeOpen } from '../../../domain/disputes.js';
import { formatMoney } from '../../../format/money.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { fullName, useAdminFormat } from '../adminFormat.js';
import { AdminFacts, type AdminFact } from '../AdminPage.js';

/** A consultation on the disputes page: its dispute is set. */
export type DisputedConsultation = components['schemas']['Consultation'];

const money = (amount: number, currency: DisputedConsultation['money']['currency']) =>
  formatMoney({ amount, currency }, { decimals: true });

/**
 * One dispute: the consultation's facts (parties, when, how long), the client's reason, the money paid
 * and still held; once resolved, the outcome, when, and the note both parties read. An open one offers
 * Resolve.
 */
export function DisputeItem({
  item,
  onResolve,
}: {
  item: DisputedConsultation;
  onResolve: (item: DisputedConsultation) => void;
}) {
  const t = useT('admin');
  const f = useAdminFormat();
  const dispute = item.dispute!;
  const { currency } = item.money;
  const open = disputeOpen(dispute);

  const facts: AdminFact[] = [
    [t('admin.disputes.client'), fullName(item.client)],
    [t('admin.disputes.expert'), fullName(item.expert.user)],
    [
      t('admin.disputes.scheduled'),
      `${f.dateTime(item.scheduledAt)}\n${t('admin.disputes.length', {
        minutes: item.duration,
        category: item.expert.category.name,
      })}`,
    ],
    [t('admin.disputes.opened'), f.dateTime(dispute.openedAt)],
    [t('admin.disputes.paid'), money(item.money.paid, currency)],
    [t('admin.disputes.atStake'), money(item.money.inEscrow, currency)],
  ];
  if (!open) {
    facts.push(
      [
        t('admin.disputes.outcome'),
        t(`admin.disputes.outcome.${dispute.resolution!}`, {
          amount: money(dispute.refund?.amount ?? 0, currency),
        }),
      ],
      [t('admin.disputes.resolvedAt'), f.dateTime(dispute.resolvedAt!)],
      [t('admin.disputes.note'), dispute.note ?? t('admin.disputes.noNote')],
    );
  }

  return (
    <li className="eb-card eb-dispute">
      <div className="eb-admin__head">
        <h2 className="eb-subheading">{item.title}</h2>
        <span className={`eb-badge eb-dispute__badge--${open ? 'open' : 'resolved'}`}>
          {open ? t('admin.disputes.open') : t('admin.disputes.resolved')}
        </span>
      </div>
      <div className="eb-dispute__reason">
        <h3 className="eb-label">{t('admin.disputes.reason')}</h3>
        <blockquote>{dispute.reason}</blockquote>
      </div>
      <AdminFacts facts={facts} />
      <div className="eb-admin__actions eb-dispute__actions">
        <Link to={`/consultation/${item.id}`} className="eb-btn eb-btn--secondary">
          {t('admin.disputes.openRoom')}
        </Link>
        {open ? (
          <Button
            aria-label={t('admin.disputes.resolveLabel', { title: item.title })}
            onClick={() => onResolve(item)}
          >
            {t('admin.disputes.resolve')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
