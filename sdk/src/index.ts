import createFetchClient, { type Client } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };

/** Partner webhooks: verifying a delivery on the partner's server. */
export {
  verifyWebhook,
  WebhookVerificationError,
  WEBHOOK_SIGNATURE_HEADER,
  type PartnerWebhookEvent,
  type PartnerWebhookEventType,
  type VerifyWebhookOptions,
  type WebhookVerificationFailure,
} from './webhooks.js';

/** Card checks shared by the card form and the sandbox gateway. */
export { cardDigits, cardNumberProblem, expiryProblem } from './cards.js';

/** The contract's vocabularies at run time (generated from its enums). */
export {
  consultationMethodValues,
  consultationStatusValues,
  countryCodeValues,
  currencyValues,
  languageValues,
  locationValues,
  pathsApiExpertsGetParametersQuerySortValues as directorySortValues,
} from './schema.js';

type Schemas = components['schemas'];
/** The contract's error body: `{ error: { code, message, details? } }`. */
export type ApiError = Schemas['Error'];
export type Money = Schemas['Money'];
export type Currency = Schemas['Currency'];
export type CountryCode = Schemas['CountryCode'];
export type Location = Schemas['Location'];
export type Language = Schemas['Language'];
export type ConsultationMethod = Schemas['ConsultationMethod'];
export type VerificationItem = Schemas['VerificationItem'];
export type User = Schemas['User'];
export type UpdateUserRequest = Schemas['UpdateUserRequest'];
export type Category = Schemas['Category'];
export type Expert = Schemas['Expert'];
export type ExpertPage = Schemas['ExpertPage'];
export type OwnExpertProfile = Schemas['OwnExpertProfile'];
export type Review = Schemas['Review'];
export type ReviewPage = Schemas['ReviewPage'];
export type Application = Schemas['Application'];
export type ExpertApplicationRequest = Schemas['ExpertApplicationRequest'];
export type ExpertRegistrationRequest = Schemas['ExpertRegistrationRequest'];
export type ExpertProfileUpdate = Schemas['ExpertProfileUpdate'];
export type Notification = Schemas['Notification'];

export interface ClientOptions {
  /** Where the API lives, e.g. `https://expertbridge.example` (no trailing `/api`). */
  baseUrl: string;
  /** A fetch implementation (tests, server-side use with a cookie jar). Defaults to the global fetch. */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

export type ExpertBridgeClient = Client<paths>;

/**
 * A typed client for the ExpertBridge API. Every call returns `{ data, error, response }`; `error` is the
 * contract's error body. The session cookie is sent with every request (`credentials: 'include'`).
 */
export function createClient(options: ClientOptions): ExpertBridgeClient {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** New Zealand GST (IRD) numbers and ABNs: check digits and the way each is written. */
export {
  formatAbn,
  formatNzGstNumber,
  formatTaxNumber,
  isInNzGstNumberRange,
  isValidAbn,
  isValidNzGstNumber,
  taxNumberDigits,
  type TaxCountry,
} from './tax-numbers.js';
