import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { harbourTaxDetails, taxApi } from '../../../mocks/tax.js';
import { ClientTaxDetailsForm } from './ClientTaxDetailsForm.js';

/** The in-memory tax details API: it checks as the contract says and records what it accepted. */
export const api = taxApi();

const asClient = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.signedIn(), ...handlers, ...api.handlers()] },
});

type Context = { canvasElement: HTMLElement };

/** Enters a business, its country and number, and saves. */
export const fillAndSave =
  (businessName: string, country: 'NZ' | 'AU' | '', taxNumber: string) =>
  async ({ canvasElement }: Context) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Business name' });
    if (businessName) await userEvent.type(name, businessName);
    if (country) {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), country);
    }
    const number = canvas.getByRole('textbox', { name: /GST number|ABN/ });
    if (taxNumber) await userEvent.type(number, taxNumber);
    await userEvent.click(canvas.getByRole('button', { name: 'Save tax details' }));
  };

const meta = {
  title: 'Tax/ClientTaxDetailsForm',
  component: ClientTaxDetailsForm,
  parameters: asClient(),
  excludeStories: ['api', 'fillAndSave'],
  beforeEach: () => api.reset(),
} satisfies Meta<typeof ClientTaxDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** None saved: receipts name the person. */
export const Empty: Story = {};

/** A Sydney company with its ABN. */
export const Saved: Story = {
  parameters: asClient(respond('getMyTaxDetails', 200, harbourTaxDetails)),
};

/** An ABN whose check digits do not match: refused in the browser, by the field. */
export const WrongCheckDigit: Story = {
  play: fillAndSave('Harbour Bridge Consulting Pty Ltd', 'AU', '51 824 753 557'),
};

/** A number without its country. */
export const NumberWithoutCountry: Story = { play: fillAndSave('', '', '49-091-850') };

/** The API refuses the business name (its words by the field). */
export const RefusedByServer: Story = {
  parameters: asClient(
    respond('updateMyTaxDetails', 400, {
      error: {
        code: 'validation_failed',
        message: 'The request is not valid',
        details: { businessName: 'Use at most 200 characters.' },
      },
    }),
  ),
  play: fillAndSave('Harbour Bridge Consulting Pty Ltd', 'AU', '51 824 753 556'),
};

export const Saving: Story = {
  parameters: asClient(pending('updateMyTaxDetails')),
  play: fillAndSave('Harbour Bridge Consulting Pty Ltd', 'AU', '51 824 753 556'),
};

export const Loading: Story = { parameters: asClient(pending('getMyTaxDetails')) };

export const Failed: Story = { parameters: asClient(failing('getMyTaxDetails')) };
