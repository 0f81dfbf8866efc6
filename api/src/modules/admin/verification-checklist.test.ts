import { describe, expect, it } from 'vitest';
import {
  missingCheckDetails,
  missingChecks,
  VERIFICATION_ITEMS,
} from './verification-checklist.js';

const allVerified = Object.fromEntries(VERIFICATION_ITEMS.map((item) => [item, 'verified']));

describe('verification checklist', () => {
  it('blocks on every item while nothing has been checked', () => {
    expect(missingChecks({})).toEqual([...VERIFICATION_ITEMS]);
  });

  it('is complete when every item is verified', () => {
    expect(missingChecks(allVerified)).toEqual([]);
  });

  it('lets insurance and the background check be not applicable', () => {
    expect(
      missingChecks({
        ...allVerified,
        indemnity_insurance: 'not_applicable',
        background_check: 'not_applicable',
      }),
    ).toEqual([]);
  });

  it('never lets licence, photo ID or experience be not applicable', () => {
    expect(
      missingChecks({
        ...allVerified,
        licence_or_certification: 'not_applicable',
        photo_id: 'not_applicable',
        proof_of_experience: 'not_applicable',
      }),
    ).toEqual(['licence_or_certification', 'photo_id', 'proof_of_experience']);
  });

  it('treats a failed item as blocking, whichever it is', () => {
    expect(missingChecks({ ...allVerified, background_check: 'failed' })).toEqual([
      'background_check',
    ]);
    expect(missingChecks({ ...allVerified, photo_id: 'failed' })).toEqual(['photo_id']);
  });

  it('names each blocking item with its own message', () => {
    expect(missingCheckDetails(['photo_id', 'indemnity_insurance'])).toEqual({
      photo_id: 'Photo ID must be verified',
      indemnity_insurance:
        'Professional indemnity insurance must be verified or marked not applicable',
    });
  });
});
