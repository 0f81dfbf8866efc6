import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { userEvent, within } from 'storybook/test';
import { failing, pending, respond } from '../../../mocks/handlers.js';
import { session } from '../../../mocks/scenarios.js';
import { arohaTaxDetails, REFUSED_BY_SERVER, taxApi } from '../../../mocks/tax.js';
import { ExpertTaxDetailsForm } from './ExpertTaxDetailsForm.js';

/** The in-memory tax details API: it checks as the contract says and records what it accepted. */
export const api = taxApi({ expert: null });

const asExpert = (...handlers: HttpHandler[]) => ({
  msw: { handlers: [...session.expert(), ...handlers, ...api.handlers()] },
});

type Context = { canvasElement: HTMLElement };

/** Fills the form for a New Zealand expert registered for GST with this number, and saves it. */
export const fillAndSave =
  (taxNumber: string, country: 'NZ' | 'AU' = 'NZ') =>
  async ({ canvasElement }: Context) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Legal name/ }), 'Aroha Ngata');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Address/ }),
      '12 Karangahape Road{Enter}Auckland 1010',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Country/ }), country);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I am registered for GST' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: country === 'AU' ? /^ABN/ : /^GST number/ }),
      taxNumber,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save tax details' }));
  };

const meta = {
  title: 'Tax/ExpertTaxDetailsForm',
  component: ExpertTaxDetailsForm,
  parameters: asExpert(),
  excludeStories: ['api', 'fillAndSave'],
  beforeEach: () => api.reset(),
} satisfies Meta<typeof ExpertTaxDetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** None saved yet: an empty form. */
export const Empty: Story = {};

/** Saved: a GST-registered expert in Auckland. */
export const Saved: Story = {
  parameters: asExpert(respond('getMyExpertTaxDetails', 200, arohaTaxDetails)),
};

/** An Australian expert: the number is an ABN. */
export const Australian: Story = {
  parameters: asExpert(
    respond('getMyExpertTaxDetails', 200, {
      ...arohaTaxDetails,
      legalName: 'Liam Nguyen',
      address: '1 Macquarie Street\nSydney NSW 2000',
      country: 'AU',
      taxNumber: '51 824 753 556',
      taxNumberLabel: 'ABN',
    }),
  ),
};

/** Saved empty: each required field says so, and the wrong check digit is caught in the browser. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save tax details' }));
  },
};

/** A GST number whose check digit does not match: refused in the browser, by the field. */
export const WrongCheckDigit: Story = { play: fillAndSave('49-091-851') };

/** A number the browser accepts and the API refuses: the API's words by the field. */
export const RefusedByServer: Story = { play: fillAndSave(REFUSED_BY_SERVER) };

export const Saving: Story = {
  parameters: asExpert(pending('updateMyExpertTaxDetails')),
  play: fillAndSave('49-091-850'),
};

export const Loading: Story = { parameters: asExpert(pending('getMyExpertTaxDetails')) };

export const Failed: Story = { parameters: asExpert(failing('getMyExpertTaxDetails')) };

/** A signed-in user without an expert profile. */
export const NotAnExpert: Story = {
  parameters: asExpert(respond('getMyExpertTaxDetails', 404)),
};
