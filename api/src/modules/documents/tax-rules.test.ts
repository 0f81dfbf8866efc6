import { describe, expect, it } from 'vitest';
import { formatDollars } from '../../platform/money-text.js';
import { displayNumber } from './document-number.js';
import {
  commissionTerms,
  creditNoteTerms,
  gstIncluded,
  receiptTerms,
  roundHalfUp,
} from './tax-rules.js';

const nz = { country: 'NZ' as const, gstRegistered: true };
const au = { country: 'AU' as const, gstRegistered: true };

describe('GST in a GST-inclusive amount', () => {
  it('takes 3/23 in New Zealand and 1/11 in Australia, rounded half up', () => {
    expect(gstIncluded(23000, 'NZ')).toBe(3000);
    expect(gstIncluded(18000, 'NZ')).toBe(2348); // 2347.83
    expect(gstIncluded(11000, 'AU')).toBe(1000);
    expect(gstIncluded(8250, 'AU')).toBe(750);
    expect(gstIncluded(16500, 'AU')).toBe(1500);
    expect(gstIncluded(2700, 'NZ')).toBe(352); // 352.17
  });

  it('rounds an exact half up', () => {
    expect(roundHalfUp(1, 2)).toBe(1);
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(4, 3)).toBe(1);
    expect(gstIncluded(5, 'AU')).toBe(0); // 0.45
    expect(gstIncluded(6, 'AU')).toBe(1); // 0.545
    // 23 × 0.5 / 3: an NZ amount whose GST is exactly x.5 cents
    expect(gstIncluded(1, 'NZ')).toBe(0); // 0.13
    expect(gstIncluded(4, 'NZ')).toBe(1); // 0.52
  });
});

describe('a New Zealand receipt', () => {
  it('at $200 or less shows the basic details only', () => {
    const terms = receiptTerms(nz, 'NZ', 20000);
    expect(terms).toMatchObject({
      title: 'Taxable supply information',
      treatment: 'taxable',
      gst: 2609,
      showSupplierTaxNumber: false,
      showBuyer: false,
      words: [],
    });
  });

  it('over $200 adds the GST number and the GST', () => {
    const terms = receiptTerms(nz, null, 20001);
    expect(terms.showSupplierTaxNumber).toBe(true);
    expect(terms.showBuyer).toBe(false);
    expect(terms.words).toEqual(['The total includes GST of $26.09.']);
  });

  it('at $1,000 does not name the buyer; over $1,000 does', () => {
    expect(receiptTerms(nz, 'NZ', 100000).showBuyer).toBe(false);
    expect(receiptTerms(nz, 'NZ', 100001).showBuyer).toBe(true);
  });

  it('to a client in Australia is zero-rated, with the same field thresholds', () => {
    const terms = receiptTerms(nz, 'AU', 115000);
    expect(terms).toMatchObject({
      title: 'Taxable supply information',
      treatment: 'zero_rated',
      gst: 0,
      showSupplierTaxNumber: true,
      showBuyer: true,
      words: ['Zero-rated supply: services to a non-resident.'],
    });
    expect(receiptTerms(nz, 'AU', 18000).showSupplierTaxNumber).toBe(false);
  });
});

describe('an Australian receipt', () => {
  it('at $82.50 or less is a receipt with the GST line', () => {
    const terms = receiptTerms(au, 'AU', 8250);
    expect(terms).toMatchObject({
      title: 'Receipt',
      gst: 750,
      showSupplierTaxNumber: true,
      words: ['Total price includes GST of $7.50.'],
    });
  });

  it('over $82.50 is a tax invoice; from $1,000 it names the buyer', () => {
    expect(receiptTerms(au, null, 8251).title).toBe('Tax invoice');
    expect(receiptTerms(au, 'AU', 99999).showBuyer).toBe(false);
    expect(receiptTerms(au, 'AU', 100000).showBuyer).toBe(true);
  });

  it('to a client in New Zealand is GST-free', () => {
    expect(receiptTerms(au, 'NZ', 16500)).toMatchObject({
      treatment: 'gst_free',
      gst: 0,
      words: ['GST-free supply: services to a non-resident.'],
    });
  });
});

describe('an expert not registered for GST', () => {
  it('gives a plain receipt with no GST, whatever the amount', () => {
    for (const total of [5000, 50000, 500000]) {
      expect(receiptTerms({ country: 'NZ', gstRegistered: false }, 'NZ', total)).toMatchObject({
        title: 'Receipt',
        treatment: 'not_registered',
        gst: 0,
        showSupplierTaxNumber: false,
        showBuyer: false,
        words: ['No GST is charged: the supplier is not registered for GST.'],
      });
    }
  });
});

describe('credit notes and commission', () => {
  it('works a refund’s GST as its receipt’s was', () => {
    expect(creditNoteTerms({ treatment: 'taxable', country: 'NZ' }, 9000).gst).toBe(1174);
    expect(creditNoteTerms({ treatment: 'taxable', country: 'AU' }, 5500).gst).toBe(500);
    expect(creditNoteTerms({ treatment: 'zero_rated', country: 'NZ' }, 9000).gst).toBe(0);
    expect(creditNoteTerms({ treatment: 'not_registered', country: 'AU' }, 9000).words).toEqual([
      'No GST is charged: the supplier is not registered for GST.',
    ]);
  });

  it('charges GST on the commission at the expert’s country’s rate', () => {
    expect(commissionTerms(2700, 'NZ').gst).toBe(352);
    expect(commissionTerms(2700, 'AU').gst).toBe(245);
  });
});

describe('how a document prints amounts and numbers', () => {
  it('formats minor units and numbers', () => {
    expect(formatDollars(115000)).toBe('$1,150.00');
    expect(formatDollars(-2705)).toBe('-$27.05');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(123456789)).toBe('$1,234,567.89');
    expect(displayNumber('RC', 42)).toBe('RC-000042');
    expect(displayNumber('PS', 1234567)).toBe('PS-1234567');
  });
});
