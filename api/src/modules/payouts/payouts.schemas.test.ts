import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractRequestExample } from '../../../test/onboarding/fixtures.js';
import { sandboxOnboardingSchema } from './payouts.schemas.js';

type Schemas = components['schemas'];

describe('the sandbox onboarding form', () => {
  it('accepts what the contract allows and gives what it describes (checked by the type checker)', () => {
    expectTypeOf<Schemas['SandboxOnboardingRequest']>().toEqualTypeOf<
      z.input<typeof sandboxOnboardingSchema>
    >();
    expectTypeOf<z.output<typeof sandboxOnboardingSchema>>().toEqualTypeOf<
      Schemas['SandboxOnboardingRequest']
    >();
  });

  it("accepts the contract's request example", () => {
    const example = contractRequestExample('/api/payments/sandbox/onboarding/{token}', 'post');
    expect(sandboxOnboardingSchema.safeParse(example).error).toBe(undefined);
  });

  it.each([
    ['an NZ account with a 3-digit suffix', '12-3456-7890123-001'],
    ['an AU account', '062-000 123456789'],
  ])('accepts %s', (_, bankAccount) => {
    expect(
      sandboxOnboardingSchema.safeParse({
        legalName: 'Aroha Ngata',
        dateOfBirth: '1980-02-29',
        bankAccount,
      }).success,
    ).toBe(true);
  });

  it.each([
    ['a date of birth less than 18 years ago', { dateOfBirth: '2015-01-01' }],
    ['29 February of a year without it', { dateOfBirth: '1981-02-29' }],
    ['a date in another format', { dateOfBirth: '01/01/1901' }],
    ['an NZ account without its suffix', { bankAccount: '12-3456-7890123' }],
    ['an AU account number of 4 digits', { bankAccount: '062-000 1234' }],
    ['a name of 201 characters', { legalName: 'A'.repeat(201) }],
    ['a name with a control character', { legalName: 'Aroha\u0007 Ngata' }],
  ])('refuses %s', (_, change) => {
    const result = sandboxOnboardingSchema.safeParse({
      legalName: 'Aroha Ngata',
      dateOfBirth: '1901-01-01',
      bankAccount: '12-3456-7890123-00',
      ...change,
    });
    expect(result.success).toBe(false);
  });
});
