import type { policy } from './en/policy.js';

/**
 * Long documents (the Privacy Policy and the Terms of Service) are catalogues of their own, loaded with the
 * page that shows them rather than with every page: they are a third of all the portal's text.
 */
export type PolicyKey = keyof typeof policy;
export type PolicyTexts = Readonly<Record<PolicyKey, string>>;

let loading: Promise<PolicyTexts> | undefined;
let loaded: PolicyTexts | undefined;

/** The policy texts once loaded (a second visit shows them at once), else undefined. */
export function loadedPolicyTexts(): PolicyTexts | undefined {
  return loaded;
}

/** Fetches the policy texts once; a failed fetch is tried again on the next call. */
export function loadPolicyTexts(): Promise<PolicyTexts> {
  loading ??= import('./en/policy.js').then(
    (module) => (loaded = module.policy),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
