// Payment method domains: Apple Pay, Google Pay and Link show in Stripe's Payment Element only on a domain
// registered with Stripe. The sandbox's card form has no wallets, so it records each domain as active at once.
import { createHash } from 'node:crypto';
import type Stripe from 'stripe';

export type WalletStatus = 'active' | 'inactive';

/** What the provider holds for one domain. */
export interface RegisteredDomain {
  /** The provider's id (`pmd_…`), for a later update. */
  id: string;
  enabled: boolean;
  wallets: { applePay: WalletStatus; googlePay: WalletStatus; link: WalletStatus };
}

/** The provider's side of payment method domains. */
export interface PaymentMethodDomainsGateway {
  /** Registers a domain; the same idempotency key never registers it twice. */
  register(domain: string, idempotencyKey: string): Promise<RegisteredDomain>;
  /** Turns a registered domain on or off again (a domain taken off, or listed again, by a partner). */
  setEnabled(id: string, enabled: boolean, idempotencyKey: string): Promise<RegisteredDomain>;
}

type Call = <T>(request: (options: { timeout: number }) => Promise<T>) => Promise<T>;

const wallet = (status: string | undefined): WalletStatus =>
  status === 'active' ? 'active' : 'inactive';

function fromStripe(domain: Stripe.PaymentMethodDomain): RegisteredDomain {
  return {
    id: domain.id,
    enabled: domain.enabled,
    wallets: {
      applePay: wallet(domain.apple_pay?.status),
      googlePay: wallet(domain.google_pay?.status),
      link: wallet(domain.link?.status),
    },
  };
}

/** Stripe's Payment Method Domains API, each call within the gateway's limits and with its idempotency key. */
export function stripePaymentMethodDomains(
  stripe: Stripe,
  call: Call,
): PaymentMethodDomainsGateway {
  return {
    async register(domain, idempotencyKey) {
      const created = await call(({ timeout }) =>
        stripe.paymentMethodDomains.create({ domain_name: domain }, { idempotencyKey, timeout }),
      );
      return fromStripe(created);
    },
    async setEnabled(id, enabled, idempotencyKey) {
      const updated = await call(({ timeout }) =>
        stripe.paymentMethodDomains.update(id, { enabled }, { idempotencyKey, timeout }),
      );
      return fromStripe(updated);
    },
  };
}

/** The sandbox: every domain active at once, no wallets (its card form offers none). */
export function sandboxPaymentMethodDomains(): PaymentMethodDomainsGateway {
  const none = { applePay: 'inactive', googlePay: 'inactive', link: 'inactive' } as const;
  return {
    async register(domain) {
      const id = `pmd_sandbox_${createHash('sha256').update(domain).digest('hex').slice(0, 24)}`;
      return { id, enabled: true, wallets: none };
    },
    async setEnabled(id, enabled) {
      return { id, enabled, wallets: none };
    },
  };
}
