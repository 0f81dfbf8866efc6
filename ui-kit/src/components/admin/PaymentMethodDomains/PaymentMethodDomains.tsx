import type { components } from '@expertbridge/sdk';
import { useT } from '../../../i18n/I18nProvider.js';

export type PaymentMethodDomain = components['schemas']['PaymentMethodDomain'];

const WALLETS = [
  ['applePay', 'Apple Pay'],
  ['googlePay', 'Google Pay'],
  ['link', 'Link'],
] as const;

/**
 * A partner's domains as registered with the payment provider for wallets (Apple Pay, Google Pay, Link show
 * only on a registered domain): each domain's state in words, the wallets the provider offers there, and why
 * a domain failed or cannot be registered.
 */
export function PaymentMethodDomains({ domains }: { domains: PaymentMethodDomain[] }) {
  const t = useT('admin');
  if (domains.length === 0) return <p className="eb-muted">{t('admin.partners.domainsNone')}</p>;
  return (
    <ul className="eb-payment-domains">
      {domains.map((domain) => {
        const wallets = WALLETS.filter(([key]) => domain.wallets[key] === 'active').map(
          ([, name]) => name,
        );
        return (
          <li key={domain.domain} className="eb-payment-domains__item">
            <code>{domain.domain}</code>{' '}
            <span
              className={domain.status === 'active' ? 'eb-badge eb-badge--primary' : 'eb-badge'}
              data-status={domain.status}
            >
              {t(`admin.partners.domain.${domain.status}`)}
            </span>
            {domain.status === 'active' ? (
              <span className="eb-muted eb-payment-domains__wallets">
                {wallets.length > 0
                  ? t('admin.partners.wallets', { list: wallets.join(', ') })
                  : t('admin.partners.noWallets')}
              </span>
            ) : null}
            {domain.reason ? (
              <span className="eb-muted eb-payment-domains__reason">{domain.reason}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
