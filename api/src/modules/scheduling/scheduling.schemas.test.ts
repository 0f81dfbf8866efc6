import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractExample } from '../../../test/onboarding/fixtures.js';
import { defaultRules } from './availability-rules.js';
import { availabilitySettingsSchema } from './scheduling.schemas.js';

type Schemas = components['schemas'];

/** The field names a refused body's issues point at, as the error's details name them. */
function refusedFields(body: unknown): string[] {
  const result = availabilitySettingsSchema.safeParse(body);
  return (result.error?.issues ?? []).map((issue) => issue.path.join('.'));
}

const valid = () => structuredClone(defaultRules('Pacific/Auckland'));

describe('the availability settings schema', () => {
  it('accepts what the contract allows and gives what it describes (checked by the type checker)', () => {
    expectTypeOf<Schemas['AvailabilitySettingsInput']>().toExtend<
      z.input<typeof availabilitySettingsSchema>
    >();
    expectTypeOf<z.output<typeof availabilitySettingsSchema>>().toExtend<
      Schemas['AvailabilitySettingsInput']
    >();
  });

  it("accepts the contract's examples and the defaults", () => {
    expect(
      availabilitySettingsSchema.safeParse(contractExample('AvailabilitySettingsInput')).error,
    ).toBe(undefined);
    expect(
      availabilitySettingsSchema.safeParse(contractExample('DefaultAvailabilitySettings')).error,
    ).toBe(undefined);
    expect(availabilitySettingsSchema.safeParse(valid()).error).toBe(undefined);
  });

  it('stores a zone as Intl names it', () => {
    const parsed = availabilitySettingsSchema.parse({
      ...valid(),
      timeZone: 'australia/lord_howe',
    });
    expect(parsed.timeZone).toBe('Australia/Lord_Howe');
  });

  it('names overlapping, reversed and off-grid ranges by day and position', () => {
    const body = valid();
    body.weeklyHours.tuesday = [
      { from: '09:00', to: '12:00' },
      { from: '11:30', to: '14:00' },
    ];
    body.weeklyHours.wednesday = [{ from: '17:00', to: '09:00' }];
    body.weeklyHours.thursday = [{ from: '09:15', to: '10:00' }];
    body.weeklyHours.friday = [{ from: '23:00', to: '24:00' }];
    expect(refusedFields(body)).toEqual(
      expect.arrayContaining([
        'weeklyHours.tuesday.1',
        'weeklyHours.wednesday.0',
        'weeklyHours.thursday.0.from',
        'weeklyHours.friday.0.to',
      ]),
    );
  });

  it('refuses an unknown zone, a horizon over 60 days, a buffer over 240 minutes and odd notice', () => {
    const body = {
      ...valid(),
      timeZone: 'Mars/Olympus_Mons',
      horizonDays: 365,
      bufferBeforeMinutes: 1440,
      bufferAfterMinutes: 7,
      minimumNoticeMinutes: 50,
    };
    expect(refusedFields(body).sort()).toEqual([
      'bufferAfterMinutes',
      'bufferBeforeMinutes',
      'horizonDays',
      'minimumNoticeMinutes',
      'timeZone',
    ]);
    expect(availabilitySettingsSchema.safeParse(body).error?.issues).toContainEqual(
      expect.objectContaining({ message: expect.stringMatching(/platform's booking horizon/) }),
    );
  });

  it('refuses more than 200 overrides, overlapping ones, and a holiday over a year or backwards', () => {
    const many = valid();
    many.overrides = Array.from({ length: 201 }, (_, i) => ({
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
      until: null,
      ranges: [],
      note: null,
    }));
    expect(refusedFields(many)).toEqual(['overrides']);
    const overlapping = valid();
    overlapping.overrides = [
      { date: '2026-12-24', until: '2027-01-05', ranges: [], note: 'Summer' },
      { date: '2027-01-05', until: null, ranges: [{ from: '10:00', to: '12:00' }], note: null },
      { date: '2027-03-01', until: '2028-03-05', ranges: [], note: null },
      { date: '2027-06-10', until: '2027-06-01', ranges: [], note: null },
    ];
    expect(refusedFields(overlapping).sort()).toEqual([
      'overrides.1',
      'overrides.2.until',
      'overrides.3.until',
    ]);
  });

  it('refuses no durations, a repeated one, a granularity of 15 and a daily limit of 0', () => {
    const body = { ...valid(), durations: [60, 60], granularityMinutes: 15, maxPerDay: 0 };
    expect(refusedFields(body).sort()).toEqual(['durations', 'granularityMinutes', 'maxPerDay']);
    expect(refusedFields({ ...valid(), durations: [] })).toEqual(['durations']);
  });
});
