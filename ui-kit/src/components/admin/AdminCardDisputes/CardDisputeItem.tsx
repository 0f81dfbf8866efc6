import type { CardDispute } from '../../../hooks/cardDisputes.js';
import { formatMoney } from '../../../format/money.js';
import { INTL_LOCALES } from '../../../format/locale.js';
import { useLocale, useT } from '../../../i18n/I18nProvider.js';
import { Link } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { useAdminFormat } from '../adminFormat.js';
import { AdminFacts, type AdminFact } from '../AdminPage.js';
import {
  AUTOMATIC_SEND_LEAD_MS,
  EVIDENCE_FIELDS,
  knownEvidenceField,
  knownReason,
  nearness,
} from './cardDisputeWords.js';

type Money = CardDispute['disputed'];
const money = (value: Money) => formatMoney(value, { decimals: true });

/** "in 3 days", "overdue": how near the deadline is, in the admin language. */
function useDeadlineWords() {
  const t = useT('admin');
  const locale = INTL_LOCALES[useLocale('admin')];
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  return (dueBy: string, now: number) => {
    const near = nearness(dueBy, now);
    if (near.kind === 'overdue') return t('admin.cardDisputes.overdue');
    if (near.kind === 'today') return t('admin.cardDisputes.dueToday');
    return relative.format(near.days, 'day');
  };
}

/** The evidence as assembled, each field under its label; fields the page does not know keep their code. */
function EvidenceList({ evidence }: { evidence: Record<string, string> }) {
  const t = useT('admin');
  const fields = [
    ...EVIDENCE_FIELDS.filter((field) => evidence[field]),
    ...Object.keys(evidence).filter((field) => !knownEvidenceField(field) && evidence[field]),
  ];
  return (
    <dl className="eb-card-dispute__evidence">
      {fields.map((field) => (
        <div key={field}>
          <dt>{knownEvidenceField(field) ? t(`admin.cardDisputes.evidence.${field}`) : field}</dt>
          <dd>{evidence[field]}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One card dispute: the consultation, the status, the deadline in words, the bank's reason, the money
 * disputed and what has happened to it, whether the evidence has gone, and the evidence itself behind a
 * disclosure. Until the evidence is sent (or a note is on its way with it) it offers to add a note and send it now.
 */
export function CardDisputeItem({
  dispute,
  now,
  onSend,
}: {
  dispute: CardDispute;
  now: number;
  onSend: (dispute: CardDispute) => void;
}) {
  const t = useT('admin');
  const f = useAdminFormat();
  const deadlineWords = useDeadlineWords();
  const { evidenceDueBy: dueBy, evidenceSubmittedAt: sentAt } = dispute;
  const overdue = dueBy !== null && nearness(dueBy, now).kind === 'overdue';

  const movements = [
    ['admin.cardDisputes.fromEscrow', dispute.fromEscrow],
    ['admin.cardDisputes.reversed', dispute.reversed],
    ['admin.cardDisputes.owedByExpert', dispute.owedByExpert],
  ] as const;
  const moved = movements
    .filter(([, value]) => value.amount > 0)
    .map(([key, value]) => t(key, { amount: money(value) }));

  let sent: string;
  if (sentAt) sent = t('admin.cardDisputes.sentAt', { date: f.dateTime(sentAt) });
  else if (dispute.adminNote) sent = t('admin.cardDisputes.sending');
  else if (dueBy) {
    const automatic = Date.parse(dueBy) - AUTOMATIC_SEND_LEAD_MS;
    const date = f.dateTime(new Date(automatic).toISOString());
    // Past its automatic send and still unsent: something failed, and the page must not promise a send.
    sent = t(automatic < now ? 'admin.cardDisputes.notSentLate' : 'admin.cardDisputes.notSent', {
      date,
    });
  } else sent = t('admin.cardDisputes.notSentNoDeadline');

  const facts: AdminFact[] = [
    [
      t('admin.cardDisputes.deadline'),
      dueBy
        ? t('admin.cardDisputes.deadlineValue', {
            date: f.dateTime(dueBy),
            when: deadlineWords(dueBy, now),
          })
        : t('admin.cardDisputes.noDeadline'),
    ],
    [
      t('admin.cardDisputes.reason'),
      knownReason(dispute.reason)
        ? t(`admin.cardDisputes.reason.${dispute.reason}`)
        : dispute.reason,
    ],
    [t('admin.cardDisputes.disputed'), money(dispute.disputed)],
    [t('admin.cardDisputes.fee'), money(dispute.fee)],
    [t('admin.cardDisputes.money'), moved.length ? moved : t('admin.cardDisputes.nothingTaken')],
    [t('admin.cardDisputes.opened'), f.dateTime(dispute.openedAt)],
    [t('admin.cardDisputes.evidenceSent'), sent],
  ];
  if (dispute.adminNote) facts.push([t('admin.cardDisputes.note'), dispute.adminNote]);

  return (
    <li className={`eb-card eb-dispute${overdue ? ' eb-card-dispute--overdue' : ''}`}>
      <div className="eb-admin__head">
        <h2 className="eb-subheading">{dispute.consultationTitle}</h2>
        <span className="eb-badge eb-dispute__badge--open">
          {t(`admin.cardDisputes.status.${dispute.status}`)}
        </span>
      </div>
      <AdminFacts facts={facts} />
      <details className="eb-card-dispute__details">
        <summary>{t('admin.cardDisputes.evidence')}</summary>
        {dispute.evidence ? (
          <EvidenceList evidence={dispute.evidence} />
        ) : (
          <p className="eb-muted">{t('admin.cardDisputes.evidenceNone')}</p>
        )}
      </details>
      <div className="eb-admin__actions eb-dispute__actions">
        <Link to={`/consultation/${dispute.consultationId}`} className="eb-btn eb-btn--secondary">
          {t('admin.disputes.openRoom')}
        </Link>
        {/* A note kept is already on its way: a second would race the first to the bank. */}
        {sentAt || dispute.adminNote ? null : (
          <Button
            aria-label={t('admin.cardDisputes.sendLabel', { title: dispute.consultationTitle })}
            onClick={() => onSend(dispute)}
          >
            {t('admin.cardDisputes.send')}
          </Button>
        )}
      </div>
    </li>
  );
}
