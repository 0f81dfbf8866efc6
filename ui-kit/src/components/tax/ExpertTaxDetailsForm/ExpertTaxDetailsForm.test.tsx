import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'storybook/test';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './ExpertTaxDetailsForm.stories.js';

const all = composeStories(stories);
const {
  Empty,
  Saved,
  Australian,
  ValidationErrors,
  WrongCheckDigit,
  RefusedByServer,
  NotAnExpert,
  Failed,
} = all;
const { api } = stories;
const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('ExpertTaxDetailsForm', () => {
  it('names the tax number after the country: a GST number in New Zealand, an ABN in Australia', async () => {
    render(<Saved />);
    expect(await screen.findByDisplayValue('49-091-850')).toBe(field(/^GST number/));
    expect(field(/^GST number/)).toHaveAccessibleDescription(/IRD number: 8 or 9 digits/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'AU');
    expect(field(/^ABN/)).toHaveAccessibleDescription(/11 digits/);
  });

  it('shows an Australian expert their ABN', async () => {
    render(<Australian />);
    expect(await screen.findByDisplayValue('51 824 753 556')).toBe(field(/^ABN/));
  });

  it('says which fields are required, on the fields, and sends nothing', async () => {
    await renderPlayed(ValidationErrors);
    const name = field(/Legal name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your legal name.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAccessibleDescription(
      'Choose the country you are registered in.',
    );
    expect(api.saved()).toBeUndefined();
  });

  it('refuses a wrong check digit in the browser, by the number', async () => {
    await renderPlayed(WrongCheckDigit);
    const number = field(/^GST number/);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(
      /This is not a valid New Zealand GST number: its check digit does not match\./,
    );
    expect(number).toHaveFocus();
    expect(field(/Legal name/)).not.toHaveAttribute('aria-invalid');
    expect(api.saved()).toBeUndefined();
  });

  it("shows the API's refusal on the field it names (details.taxNumber)", async () => {
    await renderPlayed(RefusedByServer);
    const number = field(/^GST number/);
    await vi.waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(number).toHaveAccessibleDescription(/Inland Revenue has no GST registration/);
    expect(number).toHaveFocus();
  });

  it('saves the number as digits and shows it formatted as the API answers', async () => {
    render(<Empty />);
    await stories.fillAndSave('49 091 850')({ canvasElement: document.body });
    expect(await screen.findByText('Tax details saved')).toBeVisible();
    expect(api.saved()).toEqual({
      legalName: 'Aroha Ngata',
      address: '12 Karangahape Road\nAuckland 1010',
      country: 'NZ',
      gstRegistered: true,
      taxNumber: '49091850',
    });
    expect(field(/^GST number/)).toHaveValue('49-091-850');
  });

  it('tells a user without an expert profile that tax details are for experts', async () => {
    render(<NotAnExpert />);
    expect(
      await screen.findByRole('heading', { name: 'Tax details are for experts' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save tax details' })).toBeNull();
  });

  it('offers Try Again when the details could not be loaded', async () => {
    render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
