import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { exampleResponse } from '../../../mocks/examples.js';
import { respond } from '../../../mocks/handlers.js';
import { HelpCenter } from './HelpCenter.js';

const search = (text: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), text);
  };

const meta = {
  title: 'Static/HelpCenter',
  component: HelpCenter,
  args: {
    supportEmail: 'support@expertbridge.example',
    supportPhone: '+64 9 555 0100',
    emergencyPhone: '+64 800 555 0199',
  },
} satisfies Meta<typeof HelpCenter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllQuestions: Story = {};

export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Can I get a refund?' }),
    );
  },
};

export const SearchMatchesAnswers: Story = { play: search('ESCROW') };

export const NoResults: Story = { play: search('bitcoin') };

/** A deployment whose join window is 30 days (LIFECYCLE_CONFIG_JSON): the answers say so. */
export const LongJoinWindow: Story = {
  parameters: {
    msw: {
      handlers: [
        respond('getSiteConfig', 200, {
          ...exampleResponse('getSiteConfig', 200),
          lifecycle: {
            ...exampleResponse('getSiteConfig', 200).lifecycle,
            joinWindowLeadMs: 30 * 86_400_000,
          },
        }),
      ],
    },
  },
};

/** Live Chat opened: the question goes to support's inbox, and a call while the team is on. */
export const LiveChatOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Live Chat' }));
  },
};
