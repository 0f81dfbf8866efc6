import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  formatAbn,
  formatNzGstNumber,
  taxNumberDigits,
  taxNumberProblem,
  type TaxCountry,
} from '../domain/taxNumbers.js';
import type {
  ClientTaxDetails,
  ClientTaxDetailsInput,
  ExpertTaxDetails,
  ExpertTaxDetailsInput,
} from '../hooks/taxDetails.js';
import { en } from '../i18n/en/index.js';
import { operationPattern } from './handlers.js';

// Tax details held in memory, checked as the API checks them, for the tax stories and tests.

const updatedAt = '2026-11-20T21:30:00.000Z';

/** Aroha Ngata in Auckland, registered for GST. */
export const arohaTaxDetails: ExpertTaxDetails = {
  legalName: 'Aroha Ngata',
  address: '12 Karangahape Road\nTāmaki Makaurau Auckland 1010',
  country: 'NZ',
  gstRegistered: true,
  taxNumber: '49-091-850',
  taxNumberLabel: 'GST number',
  updatedAt,
};

/** A client who wants receipts made out to their Sydney company. */
export const harbourTaxDetails: ClientTaxDetails = {
  businessName: 'Harbour Bridge Consulting Pty Ltd',
  country: 'AU',
  taxNumber: '51 824 753 556',
  taxNumberLabel: 'ABN',
  updatedAt,
};

export const NO_CLIENT_TAX_DETAILS: ClientTaxDetails = {
  businessName: null,
  country: null,
  taxNumber: null,
  taxNumberLabel: null,
  updatedAt: null,
};

/** A number that passes the browser's check digit but that the API refuses (as a stale registry might). */
export const REFUSED_BY_SERVER = '35-901-981';

const label = (country: TaxCountry): 'ABN' | 'GST number' =>
  country === 'AU' ? 'ABN' : 'GST number';
const formatted = (country: TaxCountry, digits: string) =>
  country === 'AU' ? formatAbn(digits) : formatNzGstNumber(digits);

function numberDetail(country: TaxCountry | null, text: string | null): string | undefined {
  if (!text) return undefined;
  if (!country) return 'Choose the country this number belongs to.';
  if (text.replace(/[\s-]/g, '') === REFUSED_BY_SERVER.replace(/-/g, '')) {
    return 'Inland Revenue has no GST registration under this number.';
  }
  const problem = taxNumberProblem(country, text);
  return problem ? en[problem] : undefined;
}

const refuse = (details: Record<string, string>) =>
  HttpResponse.json(
    { error: { code: 'validation_failed', message: 'The request is not valid', details } },
    { status: 400 },
  );

/**
 * The tax details API in memory: the expert's (null until saved) and the client's, each replaced by PUT
 * after the contract's checks; `saved()` tells what was accepted last.
 */
export function taxApi(
  initial: { expert?: ExpertTaxDetails | null; client?: ClientTaxDetails } = {},
) {
  let expert = initial.expert ?? null;
  let client = initial.client ?? NO_CLIENT_TAX_DETAILS;
  let saved: ExpertTaxDetailsInput | ClientTaxDetailsInput | undefined;

  const handlers = (): HttpHandler[] => [
    http.get(operationPattern('getMyExpertTaxDetails'), () => HttpResponse.json(expert)),
    http.put(operationPattern('updateMyExpertTaxDetails'), async ({ request }) => {
      const body = (await request.json()) as ExpertTaxDetailsInput;
      const details: Record<string, string> = {};
      if (!body.legalName.trim()) details['legalName'] = 'Enter your legal name.';
      if (!body.address.trim()) details['address'] = 'Enter your address.';
      if (body.gstRegistered && !body.taxNumber) {
        details['taxNumber'] = 'Enter your GST number or ABN: you said you are registered.';
      }
      const number = numberDetail(body.country, body.taxNumber ?? null);
      if (number) details['taxNumber'] = number;
      if (Object.keys(details).length > 0) return refuse(details);
      saved = body;
      const digits = body.taxNumber ? taxNumberDigits(body.taxNumber) : null;
      expert = {
        ...body,
        taxNumber: digits ? formatted(body.country, digits) : null,
        taxNumberLabel: label(body.country),
        updatedAt: '2026-11-27T01:00:00.000Z',
      };
      return HttpResponse.json(expert);
    }),
    http.get(operationPattern('getMyTaxDetails'), () => HttpResponse.json(client)),
    http.put(operationPattern('updateMyTaxDetails'), async ({ request }) => {
      const body = (await request.json()) as ClientTaxDetailsInput;
      const number = numberDetail(body.country, body.taxNumber);
      if (number) return refuse({ taxNumber: number });
      saved = body;
      const digits = body.taxNumber ? taxNumberDigits(body.taxNumber) : null;
      client = {
        businessName: body.businessName,
        country: body.country,
        taxNumber: digits && body.country ? formatted(body.country, digits) : null,
        taxNumberLabel: body.country ? label(body.country) : null,
        updatedAt: '2026-11-27T01:00:00.000Z',
      };
      return HttpResponse.json(client);
    }),
  ];

  return {
    handlers,
    reset: () => {
      expert = initial.expert ?? null;
      client = initial.client ?? NO_CLIENT_TAX_DETAILS;
      saved = undefined;
    },
    saved: () => saved,
  };
}
