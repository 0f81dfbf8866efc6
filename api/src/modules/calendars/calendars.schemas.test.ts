import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractRequestExample } from '../../../test/onboarding/fixtures.js';
import { createCalendarImportSchema } from './calendars.schemas.js';
import { maskCalendarUrl } from './import-view.js';

describe('the calendar import request', () => {
  it('accepts what the contract allows and gives what it describes (checked by the type checker)', () => {
    type Request = components['schemas']['CreateCalendarImportRequest'];
    expectTypeOf<z.output<typeof createCalendarImportSchema>>().toEqualTypeOf<Request>();
    expectTypeOf<Request>().toEqualTypeOf<z.input<typeof createCalendarImportSchema>>();
  });

  it("accepts the contract's request example", () => {
    const example = contractRequestExample('/api/experts/me/calendar-imports', 'post');
    expect(createCalendarImportSchema.safeParse(example).error).toBe(undefined);
  });

  it('names the field of each problem', () => {
    const problems = createCalendarImportSchema.safeParse({ url: ' ', name: 'x'.repeat(101) });
    expect(problems.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'name',
      'url',
    ]);
  });
});

describe('maskCalendarUrl', () => {
  it("hides the secret parts of Google's, Outlook's and Apple's addresses", () => {
    expect(
      maskCalendarUrl(
        'https://calendar.google.com/calendar/ical/aroha%40example.nz/private-0a1b2c3d4e5f/basic.ics',
      ),
    ).toBe('https://calendar.google.com/calendar/ical/aroha%40example.nz/private-…/basic.ics');
    expect(
      maskCalendarUrl(
        'https://outlook.office365.com/owa/calendar/5f1e2d3c4b5a69788796a5b4c3d2e1f0@example.nz/1a2b3c4d5e6f7a8b9c0d/calendar.ics',
      ),
    ).toBe('https://outlook.office365.com/owa/calendar/…/…/calendar.ics');
    expect(
      maskCalendarUrl(
        'https://user:pass@p12-caldav.icloud.com/published/2/MTIzNDU2Nzg5MDEyMzQ1Ng?x=1',
      ),
    ).toBe('https://p12-caldav.icloud.com/published/2/…?…');
  });
});
