import type { Expert } from '@expertbridge/sdk';
import { useId } from 'react';
import { viewerTimeZone } from '../../../format/zones.js';
import { bookingTotal } from '../../../domain/price.js';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import {
  AvailabilityPicker,
  type BookingSelection,
} from '../../booking/AvailabilityPicker/AvailabilityPicker.js';
import { ExpertCard } from '../../directory/ExpertCard/ExpertCard.js';
import { TimeZoneSelect } from '../../booking/TimeZoneSelect/TimeZoneSelect.js';
import { BookingTotal } from '../../booking/BookingDialog/BookingTotal.js';

export interface TimeStepProps {
  expert: Expert;
  selection: BookingSelection;
  onSelect: (selection: BookingSelection) => void;
  timeZone: string;
  onTimeZone: (zone: string) => void;
  onContinue: () => void;
  /** Where the look for the first free day starts (the loader's, when it asked already). */
  searchFrom?: string | undefined;
  /** Why the server refused the time chosen before, shown on the times. */
  refusal?: string | undefined;
}

/**
 * Step 1: who, when and how long (the lengths the expert offers, as in the portal's dialog), with the total;
 * Continue once a free start is chosen.
 */
export function TimeStep({
  expert,
  selection,
  onSelect,
  timeZone,
  onTimeZone,
  onContinue,
  searchFrom,
  refusal,
}: TimeStepProps) {
  const t = useT();
  const hintId = useId();
  const total = bookingTotal(expert.hourlyRate, selection.duration);
  return (
    <>
      <ExpertCard
        expert={expert}
        variant="compact"
        headingLevel={3}
        profileLink={false}
        timeZone={timeZone}
      />
      <TimeZoneSelect value={timeZone} onChange={onTimeZone} />
      <AvailabilityPicker
        expertId={expert.id}
        value={selection}
        onChange={onSelect}
        timeZone={timeZone}
        zoneIsViewers={timeZone === viewerTimeZone()}
        source="widget"
        {...(searchFrom ? { searchFrom } : {})}
        errors={{ startsAt: refusal }}
      />
      <BookingTotal total={total} />
      <div className="eb-widget__actions">
        {selection.startsAt ? null : (
          <p className="eb-field-hint" id={hintId}>
            {t('widget.continueHint')}
          </p>
        )}
        <Button
          disabled={!selection.startsAt}
          aria-describedby={selection.startsAt ? undefined : hintId}
          onClick={onContinue}
        >
          {t('widget.continue')}
        </Button>
      </div>
    </>
  );
}
