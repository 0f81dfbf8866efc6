// Partner firms: their keys, their allowed origins and the report of their bookings. Admin only; the
// routes check the role. Secret keys are shown once, when made; the database keeps their hash.
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { hashSecretKey, newPartnerKeys, secretKeyHint, type PartnerKeys } from './partner-keys.js';
import type { PartnerKeyColumns, PartnerRow } from './partner-row.js';
import type { FiguresRow, PartnersRepository } from './partners.repository.js';
import type { CreatePartnerInput, UpdatePartnerInput } from './partners.schemas.js';
import type { PaymentDomainsService } from './payment-domains/payment-domains.service.js';

type Schemas = components['schemas'];

export function partnerNotFound(): AppError {
  return AppError.notFound('Partner not found', 'partner_not_found');
}

export function toPartner(
  row: PartnerRow,
  paymentMethodDomains: Schemas['PaymentMethodDomain'][],
): Schemas['Partner'] {
  return {
    id: row.id,
    name: row.name,
    publishableKey: row.publishable_key,
    secretKeyHint: row.secret_key_hint,
    allowedOrigins: row.allowed_origins,
    status: row.status,
    webhookUrl: row.webhook_url,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    paymentMethodDomains,
  };
}

function keyColumns(keys: PartnerKeys): PartnerKeyColumns {
  return {
    publishable_key: keys.publishableKey,
    secret_key_hash: hashSecretKey(keys.secretKey),
    secret_key_hint: secretKeyHint(keys.secretKey),
    webhook_secret: keys.webhookSecret,
  };
}

function toFigures(row: FiguresRow | undefined): Schemas['PartnerFigures'] {
  const money = row?.money ?? [];
  const list = (pick: (m: FiguresRow['money'][number]) => number) =>
    money.filter((m) => pick(m) > 0).map((m) => ({ amount: pick(m), currency: m.currency }));
  return {
    bookings: row?.bookings ?? 0,
    paidBookings: row?.paid_bookings ?? 0,
    cancelledBookings: row?.cancelled_bookings ?? 0,
    value: list((m) => m.value),
    refunded: list((m) => m.refunded),
    platformRevenue: list((m) => m.platform_revenue),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;

export function createPartnersService(deps: {
  repository: PartnersRepository;
  keyMode: 'live' | 'test';
  /** The registration of the partners' domains for wallets; synced after a save is committed. */
  paymentDomains: Pick<PaymentDomainsService, 'settle' | 'viewFor'>;
}) {
  const { repository, keyMode, paymentDomains } = deps;

  /** The partner as the admin sees it, with its domains' registration. */
  const view = async (row: PartnerRow) =>
    toPartner(row, await paymentDomains.viewFor(row.allowed_origins));

  async function load(id: string): Promise<PartnerRow> {
    const row = await repository.find(id);
    if (!row) throw partnerNotFound();
    return row;
  }

  return {
    /** The partner a publishable key names, whatever its status: the widget tells a disabled one apart. */
    findByPublishableKey: (key: string) => repository.findByPublishableKey(key),

    /** The partner whose secret key has this SHA-256 (the partner API compares the hashes itself). */
    findBySecretKeyHash: (hash: string) => repository.findBySecretKeyHash(hash),

    /** Whether any active partner lists this origin. */
    originListed: (origin: string) => repository.originListed(origin),

    async create(input: CreatePartnerInput): Promise<Schemas['PartnerCredentials']> {
      const keys = newPartnerKeys(keyMode);
      const row = await repository.insert({
        name: input.name,
        allowed_origins: input.allowedOrigins,
        webhook_url: input.webhookUrl ?? null,
        ...keyColumns(keys),
      });
      await paymentDomains.settle();
      return {
        partner: await view(row),
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
      };
    },

    async list(): Promise<Schemas['PartnerList']> {
      return { items: await Promise.all((await repository.list()).map(view)) };
    },

    async get(id: string): Promise<Schemas['Partner']> {
      return view(await load(id));
    },

    async update(id: string, input: UpdatePartnerInput): Promise<Schemas['Partner']> {
      const row = await repository.update(id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.allowedOrigins !== undefined && { allowed_origins: input.allowedOrigins }),
        ...(input.webhookUrl !== undefined && { webhook_url: input.webhookUrl }),
        ...(input.status !== undefined && { status: input.status }),
      });
      if (!row) throw partnerNotFound();
      if (input.allowedOrigins !== undefined || input.status !== undefined)
        await paymentDomains.settle();
      return view(row);
    },

    async rotateKeys(id: string): Promise<Schemas['PartnerCredentials']> {
      const keys = newPartnerKeys(keyMode);
      const row = await repository.rotateKeys(id, keyColumns(keys));
      if (!row) throw partnerNotFound();
      return {
        partner: await view(row),
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
      };
    },

    async report(id: string): Promise<Schemas['PartnerReport']> {
      const partner = await load(id);
      const figures = await repository.figures(id);
      return {
        partner: { id: partner.id, name: partner.name, status: partner.status },
        totals: toFigures(figures.find((row) => row.month === null)),
        months: figures
          .filter((row): row is FiguresRow & { month: string } => row.month !== null)
          .map((row) => ({ month: row.month, ...toFigures(row) })),
      };
    },
  };
}
