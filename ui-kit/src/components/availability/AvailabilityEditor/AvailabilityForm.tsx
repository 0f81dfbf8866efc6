import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError } from '../../../api/errors.js';
import { formatDateTime } from '../../../format/dates.js';
import {
  useSaveAvailabilitySettings,
  type AvailabilityDraft,
  type AvailabilitySettings,
} from '../../../hooks/availability.js';
import { useT, type Translate } from '../../../i18n/I18nProvider.js';
import { useLeaveGuard } from '../../../navigation/Navigation.js';
import { Button } from '../../../primitives/Button.js';
import { useToast } from '../../feedback/Toaster/useToast.js';
import {
  checkDraft,
  draftOf,
  problemsFromDetails,
  sameDraft,
  type Problems,
} from '../availabilityDraft.js';
import { overrideDays, problemText, weekdayLabel } from '../availabilityWords.js';
import { AvailabilityPreview } from './AvailabilityPreview.js';
import { BookingRules } from './BookingRules.js';
import { DateOverrides } from './DateOverrides.js';
import { WeeklyHours } from './WeeklyHours.js';

const FIELD_NAMES: Record<string, Parameters<Translate>[0]> = {
  timeZone: 'availabilityEditor.rules.timeZone',
  bufferBeforeMinutes: 'availabilityEditor.rules.bufferBefore',
  bufferAfterMinutes: 'availabilityEditor.rules.bufferAfter',
  minimumNoticeMinutes: 'availabilityEditor.rules.notice',
  horizonDays: 'availabilityEditor.rules.horizon',
  durations: 'availabilityEditor.rules.durations',
  granularityMinutes: 'availabilityEditor.rules.granularity',
  maxPerDay: 'availabilityEditor.rules.maxPerDay',
  overrides: 'availabilityEditor.overrides.title',
};

/** Where a field path points, for the error summary: "Tuesday", "24 December 2026", "Buffer before". */
function placeOf(path: string, draft: AvailabilityDraft, t: Translate): string {
  const [head, second] = path.split('.');
  if (head === 'weeklyHours' && second && second in draft.weeklyHours) {
    return weekdayLabel(second as keyof AvailabilityDraft['weeklyHours'], t);
  }
  if (head === 'overrides' && second !== undefined) {
    const override = draft.overrides[Number(second)];
    if (override) return overrideDays(override);
  }
  const name = head ? FIELD_NAMES[head] : undefined;
  return name ? t(name) : path;
}

export interface AvailabilityFormProps {
  settings: AvailabilitySettings;
  /** Today in the expert's zone (`YYYY-MM-DD`). */
  today: string;
}

/**
 * The editor over loaded settings: a draft the sections change, what the editor can tell is wrong beside
 * each field, Save (the API's own field errors mapped to the fields and listed in a summary that takes
 * focus), a guard against leaving with unsaved changes, and the live preview.
 */
export function AvailabilityForm({ settings, today }: AvailabilityFormProps) {
  const t = useT();
  const { toast } = useToast();
  const save = useSaveAvailabilitySettings();
  const [saved, setSaved] = useState(() => draftOf(settings));
  const [draft, setDraft] = useState(saved);
  const [serverProblems, setServerProblems] = useState<Problems>({});
  const [tried, setTried] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const local = useMemo(() => checkDraft(draft), [draft]);
  const problems = { ...serverProblems, ...local };
  const dirty = !sameDraft(draft, saved);
  useLeaveGuard(dirty, t('availabilityEditor.leave'));

  const change = (next: Partial<AvailabilityDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setServerProblems({});
  };
  const entries = Object.entries(problems);
  useEffect(() => {
    if (tried && entries.length > 0) summary.current?.focus();
    // Only when a save was refused, not on every keystroke after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tried, serverProblems]);

  const submit = () => {
    setTried(true);
    if (Object.keys(local).length > 0) {
      summary.current?.focus();
      return;
    }
    save.mutate(draft, {
      onSuccess: (answer) => {
        const next = draftOf(answer);
        setSaved(next);
        setDraft(next);
        setTried(false);
        toast({ title: t('availabilityEditor.saved'), variant: 'success' });
      },
      onError: (error) => {
        const details = error instanceof ApiRequestError ? error.details : {};
        setServerProblems(
          Object.keys(details).length > 0
            ? problemsFromDetails(details)
            : {
                '': {
                  text:
                    error instanceof ApiRequestError && error.serverMessage
                      ? error.serverMessage
                      : t('availabilityEditor.saveFailed'),
                },
              },
        );
      },
    });
  };

  return (
    <form
      className="eb-avail-editor__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div
        ref={summary}
        tabIndex={-1}
        className={
          tried && entries.length > 0
            ? 'eb-avail-summary eb-avail-summary--shown'
            : 'eb-avail-summary'
        }
        role="alert"
      >
        {tried && entries.length > 0 ? (
          <>
            <p className="eb-avail-summary__title">{t('availabilityEditor.fixThese')}</p>
            <ul>
              {entries.map(([path, problem]) => (
                <li key={path}>
                  {path ? `${placeOf(path, draft, t)}: ` : ''}
                  {problemText(problem, t)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <WeeklyHours
        weeklyHours={draft.weeklyHours}
        onChange={(weeklyHours) => change({ weeklyHours })}
        problems={problems}
      />
      <DateOverrides
        overrides={draft.overrides}
        onChange={(overrides) => change({ overrides })}
        problems={problems}
        today={today}
      />
      <BookingRules rules={draft} onChange={change} problems={problems} />
      <AvailabilityPreview draft={draft} valid={Object.keys(local).length === 0} today={today} />
      <div className="eb-avail-editor__actions">
        <p className="eb-muted" role="status">
          {dirty
            ? t('availabilityEditor.unsaved')
            : settings.updatedAt
              ? t('availabilityEditor.savedAt', { date: formatDateTime(settings.updatedAt) })
              : t('availabilityEditor.defaults')}
        </p>
        <Button
          variant="secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setDraft(saved);
            setServerProblems({});
            setTried(false);
          }}
        >
          {t('availabilityEditor.discard')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('availabilityEditor.saving') : t('availabilityEditor.save')}
        </Button>
      </div>
    </form>
  );
}
