import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../mocks/availability.js';
import {
  checkDraft,
  draftOf,
  HALF_HOURS,
  nextRange,
  overrideOn,
  problemsFromDetails,
  problemsUnder,
  sameDraft,
  withOverride,
} from './availabilityDraft.js';
import { en } from '../../i18n/en/index.js';
import { fill, type MessageKey } from '../../i18n/catalogue.js';
import { minutesWords, timeLabel } from './availabilityWords.js';

const draft = () => draftOf(defaultSettings());

describe('the availability draft', () => {
  it('offers every start on the half hour from 00:00 to 23:30', () => {
    expect(HALF_HOURS).toHaveLength(48);
    expect([HALF_HOURS[0], HALF_HOURS[19], HALF_HOURS[47]]).toEqual(['00:00', '09:30', '23:30']);
    expect(timeLabel('18:00')).toBe('6:00 pm');
  });

  it('words the buffers and notice a person chooses from', () => {
    const t = (key: MessageKey, params?: Record<string, string | number>) => fill(en[key], params);
    expect([0, 15, 60, 240, 1440, 4320].map((m) => minutesWords(m, t))).toEqual([
      'None',
      '15 minutes',
      '1 hour',
      '4 hours',
      '1 day',
      '3 days',
    ]);
  });

  it('finds nothing wrong with the standing hours, and leaves out updatedAt', () => {
    expect(checkDraft(draft())).toEqual({});
    expect(draft()).not.toHaveProperty('updatedAt');
    expect(sameDraft(draft(), draft())).toBe(true);
  });

  it('names reversed and overlapping ranges under the API’s field paths', () => {
    const d = draft();
    d.weeklyHours.monday = [
      { from: '12:00', to: '10:00' },
      { from: '14:00', to: '17:00' },
      { from: '16:00', to: '18:00' },
    ];
    const problems = checkDraft(d);
    expect(Object.keys(problems).sort()).toEqual([
      'weeklyHours.monday.0.to',
      'weeklyHours.monday.2.from',
    ]);
    expect(problems['weeklyHours.monday.2.from']).toEqual({
      key: 'availabilityEditor.error.overlap',
    });
  });

  it('refuses overlapping overrides, a holiday ending before it starts, and a long note', () => {
    const d = draft();
    d.overrides = [
      { date: '2026-12-24', until: '2027-01-05', ranges: [], note: 'x'.repeat(101) },
      { date: '2027-01-02', until: '2027-01-01', ranges: [], note: null },
    ];
    expect(Object.keys(checkDraft(d)).sort()).toEqual([
      'overrides.0.note',
      'overrides.1.date',
      'overrides.1.until',
    ]);
  });

  it('holds the horizon to the platform’s 60 days, a length at least, and 1 to 24 a day', () => {
    const d = { ...draft(), horizonDays: 61, durations: [], maxPerDay: 0 };
    expect(Object.keys(checkDraft(d)).sort()).toEqual(['durations', 'horizonDays', 'maxPerDay']);
    expect(checkDraft({ ...draft(), horizonDays: Number.NaN })).toHaveProperty('horizonDays');
  });

  it('adds a range after the day’s last one, and the standing day on an empty one', () => {
    expect(nextRange([])).toEqual({ from: '09:00', to: '18:00' });
    expect(nextRange([{ from: '09:00', to: '12:00' }])).toEqual({ from: '13:00', to: '16:00' });
    expect(nextRange([{ from: '09:00', to: '23:00' }])).toEqual({ from: '23:30', to: '23:30' });
  });

  it('finds the override covering a day and keeps overrides in date order', () => {
    const holiday = { date: '2026-12-24', until: '2027-01-05', ranges: [], note: null };
    const morning = {
      date: '2026-12-12',
      until: null,
      ranges: [{ from: '10:00', to: '12:00' }],
      note: null,
    };
    const overrides = withOverride([holiday], undefined, morning);
    expect(overrides).toEqual([morning, holiday]);
    expect(overrideOn(overrides, '2027-01-01')).toBe(holiday);
    expect(overrideOn(overrides, '2026-12-13')).toBeUndefined();
    expect(withOverride(overrides, holiday, undefined)).toEqual([morning]);
  });

  it('reads the API’s details as problems, found under their field', () => {
    const problems = problemsFromDetails({
      'weeklyHours.tuesday.1': 'These overlap.',
      timeZone: 'Unknown zone.',
    });
    expect(problemsUnder(problems, 'weeklyHours.tuesday')).toEqual([
      ['weeklyHours.tuesday.1', { text: 'These overlap.' }],
    ]);
    expect(problemsUnder(problems, 'weeklyHours.tue')).toEqual([]);
  });
});
