import type { OwnExpertProfile } from '@expertbridge/sdk';
import { exampleResponse } from './examples.js';

/** The signed-in user's own application in review (the contract's example). */
export const pendingProfile: OwnExpertProfile = exampleResponse('getMyExpertProfile', 200)!;

/** The same application after an admin rejected it, with the reviewer's reason. */
export const rejectedProfile: OwnExpertProfile = {
  ...pendingProfile,
  status: 'rejected',
  rejectionReason:
    'We could not verify your IAA licence number. Please check it and include a copy.',
  reviewedAt: '2026-11-21T01:30:00.000Z',
};
