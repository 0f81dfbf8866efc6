import type { Meta, StoryObj } from '@storybook/react-vite';
import { categories } from '../../../mocks/fixtures.js';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { CategoryGrid } from './CategoryGrid.js';

const withCategories = (body: unknown) => ({
  msw: { handlers: [respond('listCategories', 200, body)] },
});

const meta = {
  title: 'Directory/CategoryGrid',
  component: CategoryGrid,
  parameters: withCategories(categories),
  args: { limit: 6, showAll: false },
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstSix: Story = {};

export const ShowingAll: Story = { args: { showAll: true } };

export const ContractExample: Story = { parameters: { msw: { handlers: [] } } };

export const Loading: Story = { parameters: { msw: { handlers: [pending('listCategories')] } } };

export const Empty: Story = { parameters: withCategories([]) };

export const Failed: Story = { parameters: { msw: { handlers: [failing('listCategories')] } } };
