import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import {
  clientDocuments,
  documentsApi,
  expertDocuments,
  manyReceipts,
} from '../../../mocks/documents.js';
import { failing, pending } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { DocumentsList } from './DocumentsList.js';

/** The client's documents, filtered and paged in memory as the API does. */
export const clientApi = documentsApi(clientDocuments);
const expertApi = documentsApi(expertDocuments);

const withList = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.signedIn(), ...handlers] },
});

const meta = {
  title: 'Tax/DocumentsList',
  component: DocumentsList,
  args: { audience: 'client' },
  parameters: withList(...clientApi.handlers()),
  excludeStories: ['clientApi'],
  beforeEach: () => clientApi.reset(),
} satisfies Meta<typeof DocumentsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A client's receipts and the credit note for a partial refund. */
export const Client: Story = {};

/** An expert's: the receipts issued on their behalf, commission invoices and statements. */
export const Expert: Story = {
  args: { audience: 'expert' },
  parameters: withList(...expertApi.handlers()),
};

/** Twelve receipts: two pages. */
export const Paged: Story = { parameters: withList(...documentsApi(manyReceipts).handlers()) };

export const EmptyClient: Story = { parameters: withList(...documentsApi([]).handlers()) };

export const EmptyExpert: Story = {
  args: { audience: 'expert' },
  parameters: withList(...documentsApi([]).handlers()),
};

/** Filtered to a kind there is none of. */
export const EmptyFiltered: Story = {
  args: { audience: 'expert' },
  parameters: withList(...documentsApi([]).handlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Show' }),
      'monthly_statement',
    );
  },
};

export const Loading: Story = { parameters: withList(pending('listDocuments')) };

export const Failed: Story = { parameters: withList(failing('listDocuments')) };
