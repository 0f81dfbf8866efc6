// Keeps the payment provider's payment method domains in step with the partners' allowed origins and the
// portal's own: each domain registered once, one no partner lists any more turned off. Never in the way of the
// admin's save: it is committed first, then a sync starts and the answer waits for it a moment at most (the
// sandbox answers at once; a slow provider leaves the domain `pending`). A domain whose call failed stays
// `failed` (or `pending` if the process stopped mid-way); the next save's sync, and the worker's start-up
// sweep, try it again.
import type { components } from '@expertbridge/sdk';
import type { Logger } from 'pino';
import type { PaymentDomainsProvider, ProviderDomain } from './payment-domains.ports.js';
import type {
  DomainPatch,
  DomainRow,
  PaymentDomainsRepository,
} from './payment-domains.repository.js';
import { domainsOf } from './registrable-domain.js';

export type PaymentMethodDomainView = components['schemas']['PaymentMethodDomain'];

export type PaymentDomainsService = ReturnType<typeof createPaymentDomainsService>;

/** How long an admin's save waits for the provider's answer before answering `pending`. */
const SAVE_WAIT_MS = 1_500;

const fromProvider = (domain: ProviderDomain): DomainPatch => ({
  provider_id: domain.id,
  status: domain.enabled ? 'active' : 'inactive',
  apple_pay: domain.wallets.applePay,
  google_pay: domain.wallets.googlePay,
  link: domain.wallets.link,
  reason: null,
});

function toView(domain: string, row: DomainRow | undefined, unsupported?: string) {
  const view: PaymentMethodDomainView = {
    domain,
    status: unsupported ? 'unsupported' : (row?.status ?? 'pending'),
    wallets: {
      applePay: row?.apple_pay ?? 'inactive',
      googlePay: row?.google_pay ?? 'inactive',
      link: row?.link ?? 'inactive',
    },
    reason: unsupported ?? row?.reason ?? null,
  };
  return view;
}

export function createPaymentDomainsService(deps: {
  repository: PaymentDomainsRepository;
  provider: PaymentDomainsProvider;
  /** The portal's own origin (PUBLIC_URL): its payment page shows the Payment Element too. */
  portalOrigin: string;
  logger: Pick<Logger, 'warn' | 'error'>;
}) {
  const { repository, provider, portalOrigin, logger } = deps;
  let running: Promise<void> | undefined;
  let again = false;

  /** Registers (or turns on again) one wanted domain; a failure is recorded for the next sync. */
  async function want(domain: string, row: DomainRow | undefined) {
    const attempts = (row?.attempts ?? 0) + 1;
    // The key names the attempt: a retry after a crash repeats it (Stripe answers as before), a later one is new.
    const key = `payment-method-domain:${domain}:${attempts}`;
    if (!row) await repository.save(domain, { status: 'pending' });
    try {
      const registered = row?.provider_id
        ? await provider.setEnabled(row.provider_id, true, key)
        : await provider.register(domain, key);
      await repository.save(domain, { ...fromProvider(registered), attempts });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, domain }, 'a payment method domain was not registered');
      await repository.save(domain, { status: 'failed', reason, attempts });
    }
  }

  /** Turns off a domain nothing lists any more; one never registered is simply forgotten. */
  async function drop(row: DomainRow) {
    if (!row.provider_id) return repository.remove(row.domain);
    const attempts = row.attempts + 1;
    try {
      const disabled = await provider.setEnabled(
        row.provider_id,
        false,
        `payment-method-domain:${row.domain}:${attempts}`,
      );
      await repository.save(row.domain, { ...fromProvider(disabled), attempts });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.warn({ err: error, domain: row.domain }, 'a payment method domain was not turned off');
      await repository.save(row.domain, { status: 'failed', reason, attempts });
    }
  }

  async function syncOnce(): Promise<void> {
    const wanted = domainsOf([portalOrigin, ...(await repository.activeOrigins())]);
    const rows = new Map((await repository.all()).map((row) => [row.domain, row]));
    for (const found of wanted) {
      const row = rows.get(found.domain);
      rows.delete(found.domain);
      if ('unsupported' in found) {
        if (row?.status !== 'unsupported') {
          await repository.save(found.domain, { status: 'unsupported', reason: found.unsupported });
        }
      } else if (row?.status !== 'active') {
        await want(found.domain, row);
      }
    }
    for (const row of rows.values()) {
      if (row.status === 'unsupported') await repository.remove(row.domain);
      else if (row.status !== 'inactive') await drop(row);
    }
  }

  /** One sync at a time per process; a request while one runs makes it run once more after it. */
  function sync(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await syncOnce();
      } while (again);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Brings the provider in step with the partners' origins (the worker's start-up sweep awaits it). */
    sync,

    /**
     * Starts a sync after the admin's save and waits for it `waitMs` at most, so the answer shows what the
     * provider said when it said it quickly; the sync goes on after that, a failure logged and retried later.
     */
    async settle(waitMs = SAVE_WAIT_MS): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const synced = sync().catch((error: unknown) =>
        logger.error({ err: error }, 'the payment method domain sync failed'),
      );
      await Promise.race([synced, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    },

    /** The registration of each domain of these origins, as the partner's record shows it. */
    async viewFor(origins: readonly string[]): Promise<PaymentMethodDomainView[]> {
      const domains = domainsOf(origins);
      const rows = new Map(
        (await repository.inDomains(domains.map((d) => d.domain))).map((row) => [row.domain, row]),
      );
      return domains.map((found) =>
        toView(
          found.domain,
          rows.get(found.domain),
          'unsupported' in found ? found.unsupported : undefined,
        ),
      );
    },
  };
}
