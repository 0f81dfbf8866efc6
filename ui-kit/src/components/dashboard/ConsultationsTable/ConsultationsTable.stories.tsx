import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import {
  consultation,
  consultationStore,
  dashboardConsultations,
  hoursFromNow,
} from '../../../mocks/dashboard.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { ConsultationsTable } from './ConsultationsTable.js';

/** One or more consultations in every status; the lists filter and page, Complete changes them. */
export const store = consultationStore();
/** Twenty-five consultations: three pages. */
export const manyStore = consultationStore(() => [
  ...dashboardConsultations(),
  ...Array.from({ length: 15 }, (_, i) =>
    consultation({
      id: `5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3d${String(i).padStart(2, '0')}`,
      title: `Monthly bookkeeping check ${i + 1}`,
      status: 'completed',
      scheduledAt: hoursFromNow(-24 * (i + 20)),
    }),
  ),
]);

const reviewed = exampleResponse('createReview', 201);

/** A confirmed consultation whose expert proposed a new time: the client's row offers to answer it. */
export const proposalStore = consultationStore(() => {
  const [confirmed] = dashboardConsultations().filter((c) => c.status === 'confirmed');
  return [
    consultation({
      ...confirmed!,
      rescheduleProposal: {
        proposedBy: 'expert',
        scheduledAt: hoursFromNow(72),
        endsAt: hoursFromNow(73),
        message: null,
        proposedAt: hoursFromNow(-1),
        expiresAt: hoursFromNow(24),
      },
    }),
  ];
});

/**
 * Completed consultations in the complaint window: one the client may still review and report, one already
 * reviewed, one whose dispute is open; and one whose dispute was settled with a partial refund.
 */
export const windowStore = consultationStore(() => {
  const [trust] = dashboardConsultations().filter((c) => c.status === 'completed');
  const completed = (n: number, title: string, extra: Partial<typeof trust>) =>
    consultation({
      ...trust!,
      id: `5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3e0${n}`,
      title,
      scheduledAt: hoursFromNow(-4 - n),
      completedAt: hoursFromNow(-3 - n),
      deadlines: { ...trust!.deadlines, escrowReleaseAt: hoursFromNow(40) },
      ...extra,
    });
  return [
    completed(1, 'KiwiSaver withdrawal', {}),
    completed(2, 'Tenancy bond dispute', { review: reviewed }),
    completed(3, 'Contract for a website', {
      dispute: {
        openedAt: hoursFromNow(-1),
        reason: 'The expert left after ten minutes.',
        note: null,
        resolvedAt: null,
        resolution: null,
        refund: null,
      },
    }),
    completed(4, 'Will for a blended family', {
      dispute: {
        openedAt: hoursFromNow(-3),
        reason: 'Half of the hour was spent on a different will.',
        note: 'Half of the fee is refunded.',
        resolvedAt: hoursFromNow(-2),
        resolution: 'partial_refund',
        refund: { amount: 5000, currency: trust!.totalAmount.currency },
      },
    }),
  ];
});
const table = (who: HttpHandler[], ...handlers: HttpHandler[]) => ({
  msw: { handlers: [...who, ...handlers, ...store.handlers] },
});
const nothing = { items: [], page: 1, pageSize: 10, total: 0 };

/** Opens Complete & Pay Expert on the running consultation and confirms it. */
async function completeRunning({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Complete & Pay Expert' }));
  const dialog = within(await canvas.findByRole('dialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Complete & Pay Expert' }));
}

const meta = {
  title: 'Dashboard/ConsultationsTable',
  component: ConsultationsTable,
  parameters: table(session.signedIn()),
  excludeStories: ['store', 'manyStore', 'windowStore', 'proposalStore'],
  beforeEach: () => {
    store.reset();
    manyStore.reset();
    windowStore.reset();
  },
} satisfies Meta<typeof ConsultationsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A client: the experts they booked; Complete & Pay Expert on the running one. */
export const Client: Story = {};

/** An expert: their clients; no Complete & Pay Expert. */
export const Expert: Story = { parameters: table(session.expert()) };

/** On a phone: each consultation a card with every fact and its actions, nothing off-screen. */
export const Cards: Story = { args: { layout: 'cards' } };

/** An expert's cards: no Pay Now, Review or Complete, but every consultation opens. */
export const ExpertCards: Story = {
  args: { layout: 'cards' },
  parameters: table(session.expert()),
};

/**
 * After completion, while the complaint window is open: Leave a Review and Report a Problem as allowed, and
 * a dispute's state in words on its row.
 */
export const ComplaintWindow: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), ...windowStore.handlers] } },
};

/** The expert's view of the same rows: the dispute's state, no client actions. */
export const ExpertDisputes: Story = {
  args: { role: 'expert' },
  parameters: { msw: { handlers: [...session.expert(), ...windowStore.handlers] } },
};

/** The disputes on phone cards. */
export const DisputeCards: Story = {
  args: { layout: 'cards' },
  parameters: { msw: { handlers: [...session.signedIn(), ...windowStore.handlers] } },
};

export const NewTimeProposed: Story = {
  parameters: table(session.signedIn(), ...proposalStore.handlers),
};

export const FilteredToPending: Story = { args: { initialFilter: 'pending' } };

export const ManyPages: Story = {
  parameters: { msw: { handlers: [...session.signedIn(), ...manyStore.handlers] } },
};

/** Complete & Pay Expert asks first, since the payment cannot be called back. */
export const ConfirmComplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete & Pay Expert' }));
  },
};

export const Completing: Story = {
  parameters: table(session.signedIn(), pending('completeConsultation')),
  play: completeRunning,
};

/** Completed: the Korean spec's completion toast, in English (DESIGN §6). */
export const Completed: Story = { play: completeRunning };

/** The expert ended it first (the contract's 409): the server's reason in the toast. */
export const CompleteRefused: Story = {
  parameters: table(session.signedIn(), respond('completeConsultation', 409)),
  play: completeRunning,
};

export const Empty: Story = {
  parameters: table(session.signedIn(), respond('listMyConsultations', 200, nothing)),
};

export const NoneWithThatStatus: Story = {
  args: { initialFilter: 'cancelled' },
  parameters: table(session.signedIn(), respond('listMyConsultations', 200, nothing)),
};

export const Loading: Story = {
  parameters: table(session.signedIn(), pending('listMyConsultations')),
};

/** A server error: Try Again, which may succeed. */
export const Failed: Story = {
  parameters: table(session.signedIn(), failing('listMyConsultations')),
};

/** Refused (403): said so, with no Try Again that would be refused the same way. */
export const Refused: Story = {
  parameters: table(
    session.signedIn(),
    respond('listMyConsultations', 403, {
      error: { code: 'FORBIDDEN', message: 'You may not list these consultations.' },
    }),
  ),
};
