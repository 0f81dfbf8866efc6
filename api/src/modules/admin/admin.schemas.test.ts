import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractRequestExample as requestExample } from '../../../test/onboarding/fixtures.js';
import type { applicationListQuery, checkPath } from './admin.schemas.js';
import {
  approveApplicationRequest,
  rejectApplicationRequest,
  verificationCheckRequest,
} from './admin.schemas.js';

type Schemas = components['schemas'];

describe('admin request schemas', () => {
  it('accept what the contract allows (checked by the type checker)', () => {
    expectTypeOf<Schemas['VerificationCheckRequest']>().toExtend<
      z.input<typeof verificationCheckRequest>
    >();
    expectTypeOf<Schemas['ApproveApplicationRequest']>().toExtend<
      z.input<typeof approveApplicationRequest>
    >();
    expectTypeOf<Schemas['RejectApplicationRequest']>().toExtend<
      z.input<typeof rejectApplicationRequest>
    >();
    expectTypeOf<z.output<typeof checkPath>['item']>().toEqualTypeOf<Schemas['VerificationItem']>();
    expectTypeOf<z.output<typeof applicationListQuery>['status']>().toEqualTypeOf<
      Schemas['ApplicationStatus']
    >();
  });

  it('accept the request examples of the contract', () => {
    const checks = '/api/admin/applications/{id}/checks/{item}';
    expect(verificationCheckRequest.safeParse(requestExample(checks, 'put')).error).toBe(undefined);
    const approve = requestExample('/api/admin/applications/{id}/approve', 'post');
    expect(approveApplicationRequest.parse(approve).checks).toHaveLength(5);
    const reject = requestExample('/api/admin/applications/{id}/reject', 'post');
    expect(rejectApplicationRequest.safeParse(reject).error).toBe(undefined);
  });
});
