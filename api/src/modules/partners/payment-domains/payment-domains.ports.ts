// What the payment-domain sync needs from the payment provider (the configured gateway provides it).
export type WalletStatus = 'active' | 'inactive';

/** What the provider holds for one domain. */
export interface ProviderDomain {
  id: string;
  enabled: boolean;
  wallets: { applePay: WalletStatus; googlePay: WalletStatus; link: WalletStatus };
}

export interface PaymentDomainsProvider {
  register(domain: string, idempotencyKey: string): Promise<ProviderDomain>;
  setEnabled(id: string, enabled: boolean, idempotencyKey: string): Promise<ProviderDomain>;
}
