import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import type { ClientTaxDetailsInput, ExpertTaxDetailsInput } from './tax.schemas.js';
import type { TaxRepository } from './tax.repository.js';
import { toClientTaxDetails, toExpertTaxDetails } from './tax-view.js';

type Schemas = components['schemas'];

function noExpertProfile() {
  return AppError.notFound('You do not have an expert profile yet', 'expert_profile_not_found');
}

/** Each person's own tax details: an expert's as the supplier of their consultations, anyone's for their receipts. */
export function createTaxService(deps: { repository: TaxRepository }) {
  const { repository } = deps;

  async function ownExpertId(userId: string): Promise<string> {
    const expertId = await repository.findExpertIdOfUser(userId);
    if (!expertId) throw noExpertProfile();
    return expertId;
  }

  return {
    /** The signed-in expert's tax details (any status of their profile), null until saved; 404 without a profile. */
    async getExpertOwn(userId: string): Promise<Schemas['ExpertTaxDetails'] | null> {
      const saved = await repository.findExpertDetails(await ownExpertId(userId));
      return saved ? toExpertTaxDetails(saved) : null;
    },

    /** Replaces the signed-in expert's tax details (checked by the schema); 404 without a profile. */
    async saveExpertOwn(
      userId: string,
      input: ExpertTaxDetailsInput,
    ): Promise<Schemas['ExpertTaxDetails']> {
      const saved = await repository.saveExpertDetails(await ownExpertId(userId), input);
      return toExpertTaxDetails(saved);
    },

    /** The signed-in user's tax details as a client; all null when they never saved any. */
    async getClientOwn(userId: string): Promise<Schemas['ClientTaxDetails']> {
      return toClientTaxDetails(await repository.findClientDetails(userId));
    },

    /** Replaces the signed-in user's tax details as a client. */
    async saveClientOwn(
      userId: string,
      input: ClientTaxDetailsInput,
    ): Promise<Schemas['ClientTaxDetails']> {
      return toClientTaxDetails(await repository.saveClientDetails(userId, input));
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
