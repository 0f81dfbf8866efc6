import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { expert, experts } from '../../../mocks/fixtures.js';
import { ExpertCard } from './ExpertCard.js';

const [longBio, aud, sparse] = experts as [typeof expert, typeof expert, typeof expert];

const meta = {
  title: 'Directory/ExpertCard',
  component: ExpertCard,
  args: { expert, variant: 'grid', onPreview: fn(), timeZone: 'Pacific/Auckland' },
  argTypes: { variant: { control: 'inline-radio', options: ['list', 'grid', 'compact'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExpertCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Grid: Story = { args: { expert: longBio } };

export const List: Story = { args: { expert: longBio, variant: 'list' } };

export const Compact: Story = { args: { expert: longBio, variant: 'compact' } };

export const AustralianDollarsAndManyLanguages: Story = { args: { expert: aud } };

export const MissingData: Story = {
  args: {
    expert: {
      ...sparse,
      user: { firstName: '', lastName: '', profileImageUrl: null },
      title: '',
      bio: '',
    },
  },
};

/** The directory's card, with the favourite toggle by the name. */
export const WithFavoriteToggle: Story = { args: { expert: longBio, favoriteToggle: true } };

export const WithoutPreview: Story = { args: { onPreview: undefined } };

/** The next free time in another viewer's zone (Sydney, two hours behind Auckland in December). */
export const NextAvailableInSydney: Story = { args: { timeZone: 'Australia/Sydney' } };

/** Fully booked, on holiday or with a long notice: nothing free within the 60-day horizon. */
export const NoFreeTimes: Story = { args: { expert: { ...expert, nextAvailableAt: null } } };
