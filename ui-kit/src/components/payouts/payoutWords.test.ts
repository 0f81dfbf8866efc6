import { describe, expect, it } from 'vitest';
import { translate, type MessageKey, type MessageParams } from '../../i18n/catalogue.js';
import { en } from '../../i18n/en/index.js';
import {
  needsInWords,
  payoutActionLabel,
  payoutSentence,
  type PayoutFacts,
} from './payoutWords.js';

const t = (key: MessageKey, params?: MessageParams) => translate(en, key, params);
const facts = (over: Partial<PayoutFacts>): PayoutFacts => ({
  status: 'details_due',
  detailsDue: [],
  dueBy: null,
  disabledReason: null,
  message: 'What the API says.',
  ...over,
});

describe('payout words', () => {
  it('names each need once, in words, whatever Stripe calls its parts', () => {
    expect(
      needsInWords(
        ['individual.dob.day', 'individual.dob.month', 'individual.dob.year', 'external_account'],
        t,
      ),
    ).toBe('your date of birth and your bank account details');
    expect(
      needsInWords(
        ['some.new_requirement', 'individual.verification.document', 'tos_acceptance.date'],
        t,
      ),
    ).toBe("a photo of your ID, your acceptance of Stripe's terms and a few more details");
    expect(needsInWords(['individual.verification.additional_document'], t)).toBe(
      'a document proving your address',
    );
  });

  it('says what is due and by when, or without a date when Stripe gives none', () => {
    expect(
      payoutSentence(
        facts({ detailsDue: ['external_account'], dueBy: '2026-12-03T00:00:00.000Z' }),
        t,
      ),
    ).toBe('Stripe needs your bank account details by 3 December 2026.');
    expect(payoutSentence(facts({ detailsDue: ['individual.address.city'] }), t)).toBe(
      'Stripe needs your home address.',
    );
    // Details due with nothing named: the API's own words.
    expect(payoutSentence(facts({}), t)).toBe('What the API says.');
  });

  it('says why payouts are paused, or the API message for a code it does not know', () => {
    expect(
      payoutSentence(facts({ status: 'restricted', disabledReason: 'requirements.past_due' }), t),
    ).toBe('Payouts are paused: the details Stripe asked for are overdue.');
    expect(
      payoutSentence(facts({ status: 'restricted', disabledReason: 'rejected.other' }), t),
    ).toBe('Payouts are paused: Stripe could not verify your identity.');
    expect(payoutSentence(facts({ status: 'restricted', disabledReason: 'brand_new' }), t)).toBe(
      'What the API says.',
    );
    expect(payoutSentence(facts({ status: 'a_status_from_later' }), t)).toBe('What the API says.');
  });

  it('asks to set up, continue, or update', () => {
    expect(payoutActionLabel('not_started', t)).toBe('Set up payouts');
    expect(payoutActionLabel('details_due', t)).toBe('Continue setup');
    expect(payoutActionLabel('restricted', t)).toBe('Update details');
    expect(payoutActionLabel('ready', t)).toBe('Update details');
  });
});
