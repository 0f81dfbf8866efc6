import type { Meta, StoryObj } from '@storybook/react-vite';
import { networkError, pending, respond } from '../../../mocks/handlers.js';
import { exampleResponse } from '../../../mocks/examples.js';
import { StatsBand } from './StatsBand.js';

const meta = {
  title: 'Marketing/StatsBand',
  component: StatsBand,
} satisfies Meta<typeof StatsBand>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The four configured figures of the landing and home views (the contract's example: the spec's figures). */
export const LandingFigures: Story = {};

/** An operator's own figures (MARKETING_FIGURES_JSON): the band says what the API serves. */
export const ConfiguredFigures: Story = {
  parameters: {
    msw: {
      handlers: [
        respond('getSiteConfig', 200, {
          ...exampleResponse('getSiteConfig', 200),
          figures: {
            verifiedExperts: 1250,
            consultations: 48000,
            averageRating: 4.75,
            responseHours: 1,
          },
        }),
      ],
    },
  },
};

/** While the figures load. */
export const Loading: Story = { parameters: { msw: { handlers: [pending('getSiteConfig')] } } };

/** The figures could not be loaded. */
export const Failed: Story = { parameters: { msw: { handlers: [networkError('getSiteConfig')] } } };
