import type { Application, components } from '@expertbridge/sdk';
import { useId, useState } from 'react';
import { formatDateTime } from '../../../format/dates.js';
import { useRecordVerificationCheck } from '../../../hooks/admin.js';
import { useLocale, useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { SelectField, TextField } from '../../../primitives/Field.js';
import { useToast } from '../../feedback/Toaster/useToast.js';

type Item = components['schemas']['VerificationItem'];
type Outcome = components['schemas']['VerificationOutcome'];

/** The checklist of part 2 §9, in the order a reviewer works through it. */
export const CHECK_ITEMS: readonly Item[] = [
  'licence_or_certification',
  'photo_id',
  'proof_of_experience',
  'indemnity_insurance',
  'background_check',
];
const OUTCOMES: readonly Outcome[] = ['verified', 'not_applicable', 'failed'];

/**
 * Each checklist item with its recorded outcome (who, when, note) and a way to record it. What is still
 * missing is said under the list, with `missingId` so that Approve can point to it as its reason.
 */
export function VerificationChecklist({
  application,
  missingId,
}: {
  application: Application;
  missingId?: string;
}) {
  const t = useT('admin');
  const pending = application.expert.status === 'pending';
  const titleId = useId();
  return (
    <section className="eb-card eb-stack" aria-labelledby={titleId}>
      <h3 id={titleId} className="eb-subheading">
        {t('admin.checks.title')}
      </h3>
      <ul className="eb-checklist">
        {CHECK_ITEMS.map((item) => (
          <CheckRow
            key={item}
            id={application.expert.id}
            item={item}
            check={application.checks.find((c) => c.item === item)}
            editable={pending}
          />
        ))}
      </ul>
      {application.missingChecks.length > 0 ? (
        <p className="eb-muted" id={missingId}>
          {t('admin.checks.missing', {
            items: application.missingChecks.map((i) => t(`admin.checks.item.${i}`)).join(', '),
          })}
        </p>
      ) : null}
    </section>
  );
}

interface CheckRowProps {
  id: string;
  item: Item;
  check: Application['checks'][number] | undefined;
  editable: boolean;
}

function CheckRow({ id, item, check, editable }: CheckRowProps) {
  const t = useT('admin');
  const { toast } = useToast();
  const lang = useLocale('admin');
  const record = useRecordVerificationCheck();
  const [outcome, setOutcome] = useState<Outcome>(check?.outcome ?? 'verified');
  const [note, setNote] = useState('');
  const label = t(`admin.checks.item.${item}`);
  const by = check?.checkedBy ? `${check.checkedBy.firstName} ${check.checkedBy.lastName}` : '';

  return (
    <li className="eb-checklist__item">
      <p className="eb-checklist__label">{label}</p>
      <p className={check ? `eb-checklist__state--${check.outcome}` : 'eb-muted'}>
        {check
          ? t('admin.checks.by', {
              outcome: t(`admin.checks.outcome.${check.outcome}`),
              name: by,
              date: formatDateTime(check.checkedAt),
            })
          : t('admin.checks.notChecked')}
        {check?.note ? ` — ${check.note}` : null}
      </p>
      {editable ? (
        <form
          className="eb-checklist__form"
          aria-label={label}
          onSubmit={(e) => {
            e.preventDefault();
            record.mutate(
              { id, item, outcome, ...(note.trim() ? { note: note.trim() } : {}) },
              {
                onSuccess: () => {
                  setNote('');
                  toast({ title: t('admin.checks.recorded'), variant: 'success', lang });
                },
                onError: () =>
                  toast({ title: t('admin.decide.failed'), variant: 'destructive', lang }),
              },
            );
          }}
        >
          <SelectField
            label={t('admin.checks.outcome')}
            options={OUTCOMES.map((o) => ({ value: o, label: t(`admin.checks.outcome.${o}`) }))}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as Outcome)}
          />
          <TextField
            label={t('admin.checks.note')}
            value={note}
            maxLength={1000}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={record.isPending}>
            {t('admin.checks.record')}
          </Button>
        </form>
      ) : null}
    </li>
  );
}
