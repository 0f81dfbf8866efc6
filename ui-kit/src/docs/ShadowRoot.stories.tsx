import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExpertCard } from '../components/directory/ExpertCard/ExpertCard.js';
import { expert } from '../mocks/fixtures.js';
import { ShadowRootDemo } from './ShadowRootDemo.js';

const meta = {
  title: 'Foundations/ShadowRoot',
  component: ShadowRootDemo,
  parameters: {
    docs: {
      description: {
        component:
          'The kit inside a shadow root, styled by `adoptKitStyles` (a constructable stylesheet): how the partner widget embeds it under a strict CSP.',
      },
    },
  },
} satisfies Meta<typeof ShadowRootDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { children: <ExpertCard expert={expert} onPreview={fn()} /> },
};

export const ExpertCardInShadowRoot: Story = {
  args: { children: <ExpertCard expert={expert} variant="list" onPreview={fn()} /> },
};
