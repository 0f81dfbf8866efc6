import type { Meta, StoryObj } from '@storybook/react-vite';
import { expert, experts } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { ExpertProfileView } from './ExpertProfileView.js';

const answering = (body: unknown) => ({ msw: { handlers: [respond('getExpert', 200, body)] } });

const meta = {
  title: 'Profile/ExpertProfileView',
  component: ExpertProfileView,
  args: { id: expert.id },
} satisfies Meta<typeof ExpertProfileView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ContractExample: Story = {};

export const NoReviewsAndMissingDetails: Story = {
  parameters: answering({ ...experts[2], experience: '', qualifications: '', responseTime: '' }),
};

export const Loading: Story = { parameters: { msw: { handlers: [pending('getExpert')] } } };

export const NotFound: Story = { parameters: { msw: { handlers: [respond('getExpert', 404)] } } };

export const Failed: Story = { parameters: { msw: { handlers: [failing('getExpert')] } } };
