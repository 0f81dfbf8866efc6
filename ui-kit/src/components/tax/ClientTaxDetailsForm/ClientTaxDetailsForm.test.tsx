import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ClientTaxDetailsForm.stories.js';

const all = composeStories(stories);
const { Empty, Saved, WrongCheckDigit, NumberWithoutCountry, RefusedByServer } = all;
const { api } = stories;
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

describe('ClientTaxDetailsForm', () => {
  it('shows the saved business and its ABN, labelled for Australia', async () => {
    render(<Saved />);
    expect(await screen.findByDisplayValue('Harbour Bridge Consulting Pty Ltd')).toBeVisible();
    expect(field(/^ABN/)).toHaveValue('51 824 753 556');
  });

  it('refuses an ABN whose check digits do not match, by the field, and sends nothing', async () => {
    await renderPlayed(WrongCheckDigit);
    const number = field(/^ABN/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(/This is not a valid ABN/);
    expect(number).toHaveFocus();
    expect(api.saved()).toBeUndefined();
  });

  it('asks for the country a number belongs to', async () => {
    await renderPlayed(NumberWithoutCountry);
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(country).toHaveAccessibleDescription('Choose the country this number belongs to.');
    expect(country).toHaveFocus();
  });

  it("shows the API's refusal on the field it names", async () => {
    await renderPlayed(RefusedByServer);
    const name = field('Business name');
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription('Use at most 200 characters.'));
    expect(name).toHaveFocus();
  });

  it('saves the business with the number as digits', async () => {
    render(<Empty />);
    await stories.fillAndSave('Kauri Ltd', 'NZ', '49-091-850')({ canvasElement: document.body });
    expect(await screen.findByText('Tax details saved')).toBeVisible();
    expect(api.saved()).toEqual({
      businessName: 'Kauri Ltd',
      country: 'NZ',
      taxNumber: '49091850',
    });
    expect(field(/^GST number/)).toHaveValue('49-091-850');
  });

  itHasNoAxeViolations(all);
});
