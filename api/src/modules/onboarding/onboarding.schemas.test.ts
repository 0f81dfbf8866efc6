import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  contractExample,
  contractRequestExample as requestExample,
} from '../../../test/onboarding/fixtures.js';
import type { registrationExpertSchema, registrationUserSchema } from './onboarding.schemas.js';
import {
  applicationSchema,
  profileUpdateSchema,
  registrationSchema,
} from './onboarding.schemas.js';

type Schemas = components['schemas'];
type Registration = Schemas['ExpertRegistrationRequest'];

describe('onboarding request schemas', () => {
  it('name exactly the fields of the contract (checked by the type checker)', () => {
    expectTypeOf<keyof z.output<typeof applicationSchema>>().toEqualTypeOf<
      keyof Schemas['ExpertApplicationRequest']
    >();
    expectTypeOf<keyof z.output<typeof registrationSchema>>().toEqualTypeOf<keyof Registration>();
    expectTypeOf<keyof z.output<typeof registrationUserSchema>>().toEqualTypeOf<
      keyof Registration['user']
    >();
    expectTypeOf<keyof z.output<typeof registrationExpertSchema>>().toEqualTypeOf<
      keyof Registration['expert']
    >();
    expectTypeOf<keyof z.output<typeof profileUpdateSchema>>().toEqualTypeOf<
      keyof Schemas['ExpertProfileUpdate']
    >();
    expectTypeOf<z.output<typeof registrationExpertSchema>['currency']>().toEqualTypeOf<
      Schemas['Currency']
    >();
    expectTypeOf<
      NonNullable<z.output<typeof applicationSchema>['consultationMethods']>
    >().toEqualTypeOf<Schemas['ConsultationMethod'][]>();
  });

  it('accept the request examples of the contract', () => {
    expect(applicationSchema.safeParse(requestExample('/api/experts/apply', 'post')).error).toBe(
      undefined,
    );
    expect(
      registrationSchema.safeParse(requestExample('/api/complete-expert-registration', 'post'))
        .error,
    ).toBe(undefined);
    const update = contractExample('ExpertProfileUpdate');
    expect(profileUpdateSchema.safeParse(update).error).toBe(undefined);
  });
});
