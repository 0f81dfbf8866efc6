import type { Knex } from 'knex';
import { DEMO_EXPERT_DOMAIN } from './demo-catalogue.js';

/**
 * Tax details of two demo experts, so that documents can be tried both ways: the demo expert sign-in is a
 * GST-registered Auckland accountant (the GST number is Inland Revenue's published example of a valid IRD number),
 * and Grace Liu in Wellington is below the GST threshold, not registered. Every other demo expert has none, as a new
 * expert starts. Idempotent: details already there (an expert may have edited them) are kept.
 */
const DEMO_TAX_DETAILS = [
  {
    email: 'expert@demo.expertbridge.test',
    legal_name: 'Ethan Walker Chartered Accountants Limited',
    address: 'Level 4, 120 Albert Street\nAuckland Central\nAuckland 1010',
    country: 'NZ',
    gst_registered: true,
    tax_number: '49091850',
  },
  {
    email: `grace.liu@${DEMO_EXPERT_DOMAIN}`,
    legal_name: 'Grace Liu',
    address: '18 Cuba Street\nTe Aro\nWellington 6011',
    country: 'NZ',
    gst_registered: false,
    tax_number: null,
  },
] as const;

export async function seedDemoTaxDetails(knex: Knex): Promise<void> {
  for (const { email, ...details } of DEMO_TAX_DETAILS) {
    const expert: { id: string } | undefined = await knex('experts as e')
      .join('users as u', 'u.id', 'e.user_id')
      .whereRaw('lower(u.email) = ?', [email])
      .first('e.id');
    if (!expert) continue;
    await knex('expert_tax_details')
      .insert({ expert_id: expert.id, ...details })
      .onConflict('expert_id')
      .ignore();
  }
}
