import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { categories } from '../../../mocks/fixtures.js';
import { pending, respond } from '../../../mocks/handlers.js';
import { DirectorySearch } from './DirectorySearch.js';

const meta = {
  title: 'Directory/DirectorySearch',
  component: DirectorySearch,
  parameters: { msw: { handlers: [respond('listCategories', 200, categories)] } },
  args: { value: {}, onSearch: fn() },
} satisfies Meta<typeof DirectorySearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {};

export const Prefilled: Story = {
  args: {
    value: {
      searchTerm: 'tax',
      categoryId: 1,
      location: 'Auckland',
      country: 'NZ',
      language: 'Mandarin',
      minRate: 10000,
      maxRate: 30000,
      sort: 'price',
    },
  },
};

/** "Available in the next 7 days" in force, from the address bar. */
export const AvailableSoon: Story = { args: { value: { availableWithin: 7 } } };

export const CategoriesLoading: Story = {
  parameters: { msw: { handlers: [pending('listCategories')] } },
};
