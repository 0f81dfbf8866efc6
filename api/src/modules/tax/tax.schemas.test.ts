import type { components } from '@expertbridge/sdk';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractRequestExample } from '../../../test/onboarding/fixtures.js';
import { clientTaxDetailsSchema, expertTaxDetailsSchema } from './tax.schemas.js';

type Schemas = components['schemas'];

const expert = () => ({
  legalName: 'Aroha Ngata',
  address: '12 Karangahape Road\nAuckland 1010',
  country: 'NZ',
  gstRegistered: true,
  taxNumber: '49-091-850',
});

/** The fields a refused body's issues name, with their messages. */
function refused(schema: z.ZodType, body: unknown): Record<string, string> {
  const issues = schema.safeParse(body).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the tax details schemas', () => {
  it('accept what the contract allows and give what it describes (checked by the type checker)', () => {
    expectTypeOf<Schemas['ExpertTaxDetailsInput']>().toExtend<
      z.input<typeof expertTaxDetailsSchema>
    >();
    expectTypeOf<z.output<typeof expertTaxDetailsSchema>>().toExtend<
      Schemas['ExpertTaxDetailsInput']
    >();
    expectTypeOf<z.output<typeof clientTaxDetailsSchema>>().toExtend<
      Schemas['ClientTaxDetailsInput']
    >();
  });

  it("accept the contract's request examples, tax numbers to digits", () => {
    const forExpert = contractRequestExample('/api/experts/me/tax-details', 'put');
    expect(expertTaxDetailsSchema.parse(forExpert).taxNumber).toBe('49091850');
    const forClient = contractRequestExample('/api/me/tax-details', 'put');
    expect(clientTaxDetailsSchema.parse(forClient).taxNumber).toBe('51824753556');
  });

  it('need a tax number of the country when GST-registered, and check one given when not', () => {
    expect(refused(expertTaxDetailsSchema, { ...expert(), taxNumber: null })).toEqual({
      taxNumber: 'Enter your GST number: it goes on the documents of a GST-registered supplier',
    });
    expect(refused(expertTaxDetailsSchema, { ...expert(), country: 'AU' })).toEqual({
      taxNumber: 'An ABN has 11 digits',
    });
    expect(
      refused(expertTaxDetailsSchema, { ...expert(), gstRegistered: false, taxNumber: '49091851' }),
    ).toEqual({
      taxNumber: 'This is not a valid New Zealand GST number: its check digit does not match.',
    });
    expect(
      expertTaxDetailsSchema.parse({ ...expert(), gstRegistered: false, taxNumber: '' }).taxNumber,
    ).toBe(null);
  });

  it('keep line breaks in an address and refuse every other control character', () => {
    expect(expertTaxDetailsSchema.parse({ ...expert(), address: 'a\r\nb\nc' }).address).toBe(
      'a\r\nb\nc',
    );
    expect(Object.keys(refused(expertTaxDetailsSchema, { ...expert(), address: 'a\tb' }))).toEqual([
      'address',
    ]);
    expect(
      Object.keys(refused(expertTaxDetailsSchema, { ...expert(), legalName: 'Aroha\nNgata' })),
    ).toEqual(['legalName']);
    expect(
      Object.keys(
        refused(clientTaxDetailsSchema, {
          businessName: 'A\u0007B',
          country: null,
          taxNumber: null,
        }),
      ),
    ).toEqual(['businessName']);
  });

  it('take empty text for no business name, and need a country for a tax number', () => {
    expect(
      clientTaxDetailsSchema.parse({ businessName: '  ', country: null, taxNumber: null }),
    ).toEqual({ businessName: null, country: null, taxNumber: null });
    expect(
      refused(clientTaxDetailsSchema, {
        businessName: null,
        country: null,
        taxNumber: '51824753556',
      }),
    ).toEqual({ country: 'Choose the country of your GST number or ABN' });
  });

  it('refuse unknown fields', () => {
    const issues = expertTaxDetailsSchema.safeParse({ ...expert(), abn: '1' }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['abn'] })]);
  });
});
