// The authorisation matrix's cases for moving a consultation by proposal: who may propose (and replace a proposal),
// and who may accept, decline or withdraw one, depending on who proposed it. See authorisation-cases.ts.
import type { Case } from './authorisation-cases.js';
import type { World } from './authorisation-world.js';

const HOUR = 3_600_000;

export function rescheduleCases(
  world: World,
  kit: { readConsultation: (o: { id: string }) => Promise<unknown> },
): Record<string, Case> {
  const { users, shared, make } = world;
  const admin = users.admin.client;
  const { readConsultation } = kit;

  /** A consultation by id, with its start (an hour later is free: one booking a day). */
  const withStart = async (id: string) => {
    const read = await admin.get(`/api/consultations/${id}`);
    return { id, at: Date.parse(read.body.scheduledAt as string) };
  };
  /** A new confirmed consultation, with `who`'s proposal of the hour after its start open. */
  const proposedBy = (who: 'owner' | 'expert') => async () => {
    const o = await withStart(await make.confirmed());
    const proposer = who === 'owner' ? users.owner : users.expert;
    const proposed = await proposer.client.post(`/api/consultations/${o.id}/reschedule`, {
      scheduledAt: new Date(o.at + HOUR).toISOString(),
    });
    if (proposed.status !== 200) throw new Error(`propose: ${JSON.stringify(proposed.body)}`);
    return o;
  };
  const move = (object: () => Promise<{ id: string; at: number }>, fresh = object): Case => ({
    object,
    fresh,
    call: (o) => ({
      path: `/api/consultations/${o.id}/reschedule`,
      body: { scheduledAt: new Date(o.at + 2 * HOUR).toISOString(), message: 'Would 2 pm suit?' },
    }),
    readBack: readConsultation,
  });
  const answer = (
    verb: 'accept' | 'decline' | 'withdraw',
    object: () => Promise<{ id: string }>,
  ): Case => ({
    object,
    fresh: object,
    call: (o) => ({ path: `/api/consultations/${o.id}/reschedule/${verb}` }),
    readBack: readConsultation,
  });

  return {
    'rescheduleConsultation (pending)': move(
      () => withStart(shared.pending),
      async () => withStart(await make.pending()),
    ),
    'rescheduleConsultation (proposal open)': move(proposedBy('expert')),
    acceptRescheduleProposal: answer('accept', proposedBy('owner')),
    'acceptRescheduleProposal (expert proposed)': answer('accept', proposedBy('expert')),
    'acceptRescheduleProposal (none open)': answer('accept', async () => ({
      id: shared.confirmed,
    })),
    declineRescheduleProposal: answer('decline', proposedBy('owner')),
    'declineRescheduleProposal (expert proposed)': answer('decline', proposedBy('expert')),
    withdrawRescheduleProposal: answer('withdraw', proposedBy('owner')),
    'withdrawRescheduleProposal (expert proposed)': answer('withdraw', proposedBy('expert')),
  };
}
