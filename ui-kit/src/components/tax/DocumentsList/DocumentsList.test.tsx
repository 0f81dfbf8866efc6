import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './DocumentsList.stories.js';

const all = composeStories(stories);
const { Client, Expert, Paged, EmptyClient, EmptyExpert, EmptyFiltered, Failed } = all;
const { clientApi } = stories;

describe('DocumentsList', () => {
  it('lists each document with its number, date, amounts in its currency and its PDF', async () => {
    render(<Client />);
    const item = (await screen.findByText('Taxable supply information RC-000042')).closest('li')!;
    const row = within(item);
    expect(row.getByText('Issued 24 November 2026')).toBeVisible();
    expect(row.getByText('Total NZ$230.00')).toBeVisible();
    expect(row.getByText('incl. GST NZ$30.00')).toBeVisible();
    expect(row.getByText('Aroha Ngata')).toBeVisible();
    const pdf = row.getByRole('link', { name: 'Download PDF of receipt RC-000042' });
    expect(pdf).toHaveAttribute('href', '/api/documents/7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a01/pdf');
    expect(pdf).toHaveTextContent('Download PDF');
  });

  it('shows a credit note with the receipt it corrects, and a plain receipt without GST in A$', async () => {
    render(<Client />);
    const credit = within((await screen.findByText('Credit note CN-000007')).closest('li')!);
    expect(credit.getByText('For RC-000042')).toBeVisible();
    const plain = within(screen.getByText('Receipt RC-000031').closest('li')!);
    expect(plain.getByText('Total A$80.00')).toBeVisible();
    expect(plain.getByText('no GST')).toBeVisible();
  });

  it('filters by kind, asking the API for that kind', async () => {
    render(<Client />);
    await screen.findByText('Credit note CN-000007');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'credit_note');
    expect(await screen.findByRole('link', { name: /CN-000007/ })).toBeVisible();
    await expect.poll(() => screen.queryByText('Taxable supply information RC-000042')).toBeNull();
    expect(clientApi.asked().at(-1)?.get('kind')).toBe('credit_note');
    // A client is offered only the kinds a client has.
    const options = within(screen.getByRole('combobox', { name: 'Show' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'All documents',
      'Receipts',
      'Credit notes',
    ]);
  });

  it("offers an expert every kind and shows a monthly statement's period", async () => {
    render(<Expert />);
    const statement = within(
      (await screen.findByText('Monthly statement MS-000003')).closest('li')!,
    );
    expect(statement.getByText('1 October 2026 to 31 October 2026')).toBeVisible();
    const invoice = within(screen.getByText('Tax invoice CI-000019').closest('li')!);
    expect(invoice.getByText('Commission invoice')).toBeVisible();
    const options = within(screen.getByRole('combobox', { name: 'Show' })).getAllByRole('option');
    expect(options).toHaveLength(6);
  });

  it('pages through the documents', async () => {
    render(<Paged />);
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Download PDF/ })).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    await expect.poll(() => screen.getAllByRole('link', { name: /^Download PDF/ }).length).toBe(2);
  });

  it('says where documents come from when there are none', async () => {
    render(<EmptyClient />);
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeVisible();
    expect(screen.getByText('Receipts appear here once you pay for a consultation.')).toBeVisible();
  });

  it("words an expert's empty list for an expert, and a filtered one by its kind", async () => {
    const view = render(<EmptyExpert />);
    expect(
      await screen.findByText(/commission invoices and payout statements once you are paid/),
    ).toBeVisible();
    view.unmount();
    await renderPlayed(EmptyFiltered);
    expect(await screen.findByRole('heading', { name: 'No monthly statements yet' })).toBeVisible();
  });

  it('offers Try Again when the list could not be loaded', async () => {
    render(<Failed />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
