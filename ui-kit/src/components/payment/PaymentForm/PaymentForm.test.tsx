import { composeStories, composeStory } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { exampleResponse } from '../../../mocks/examples.js';
import { pendingPaymentConsultation } from '../../../mocks/fixtures.js';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './PaymentForm.stories.js';

const all = composeStories(stories);
const { Ready, ShortRules, Loading, SetupFailed, CardNotFilledIn, Processing, Paid, Declined } =
  all;
const { InsufficientFunds, ProviderUnavailable, ConnectionLost, ChargedButNotRecorded } = all;
const { ReturnedFromTheProvider, AlreadyPaid, Cancelled, MissingConsultation } = all;
const onPaid = Ready.args.onPaid as Mock;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;
const failure = async () =>
  (await screen.findByText(/./, { selector: '.eb-payment__failure p' })).textContent;

describe('PaymentForm', () => {
  beforeEach(() => onPaid.mockClear());

  it('sums up the order with the fee, the refund and escrow terms and the policy links', async () => {
    render(<Ready />);
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const facts = within(summary);
    expect(facts.getByText('GST registration for my new business')).toBeVisible();
    expect(facts.getByText('With Ethan Walker')).toBeVisible();
    expect(facts.getByText('2 Dec 2026, 10:00 am')).toBeVisible();
    expect(facts.getByText('60 minutes')).toBeVisible();
    expect(facts.getByText('NZ$180.00')).toBeVisible();
    expect(facts.getByText('Platform fee (15%) included')).toBeVisible();
    expect(facts.getByText(/^Full refund if you cancel at least 24 hours before/)).toBeVisible();
    expect(facts.getByText(/released to the expert 48 hours after/)).toBeVisible();
    expect(facts.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(facts.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refunds');
  });

  it('words configured terms exactly, never "0 hours"', async () => {
    render(<ShortRules />);
    const facts = within(await screen.findByRole('region', { name: 'Order Summary' }));
    expect(facts.getByText(/^Full refund if you cancel at least 90 minutes before/)).toBeVisible();
    expect(facts.getByText(/released to the expert 20 minutes after/)).toBeVisible();
    expect(facts.queryByText(/\b0 hours/)).toBeNull();
  });

  it('offers the sandbox card form, each field labelled, and a Pay button with the total', async () => {
    render(<Ready />);
    for (const label of [/^Card number/, /^Expiry \(MM\/YY\)/, /^Security code \(CVC\)/]) {
      expect(await screen.findByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByRole('button', { name: 'Pay NZ$180.00' })).toBeEnabled();
  });

  it('checks the card’s shape before sending anything', async () => {
    await renderPlayed(CardNotFilledIn);
    expect(screen.getByText('Enter the 12 to 19 digits of your card number.')).toBeVisible();
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeVisible();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeVisible();
    expect(screen.getByLabelText(/^Card number/)).toHaveFocus();
    expect(screen.queryByText('Processing...')).toBeNull();
  });

  it("says 'Processing...' and locks the card while paying", async () => {
    await renderPlayed(Processing);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByLabelText(/^Card number/)).toBeDisabled();
  });

  it('pays with a good card, toasts success and hands the paid consultation to the host', async () => {
    await renderPlayed(Paid);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid.mock.calls[0]![0]).toMatchObject({ status: 'confirmed' });
    expect(await toast('Payment Successful')).toContain('sent to the expert');
    expect(screen.getByRole('link', { name: 'View Consultation' })).toHaveAttribute(
      'href',
      '/consultation/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b',
    );
  });

  it("shows the gateway's reason for a declined card, with Try Again and Back to Dashboard", async () => {
    await renderPlayed(Declined);
    expect(await toast('Payment Failed')).toContain('Your card was declined.');
    expect(await failure()).toBe('Your card was declined.');
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    // The card form is gone: focus goes to Try Again rather than back to the page.
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says when the card lacks funds', async () => {
    await renderPlayed(InsufficientFunds);
    expect(await failure()).toBe('Your card has insufficient funds.');
  });

  it('starts again with an empty card after Try Again', async () => {
    await renderPlayed(Declined);
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Pay NZ$180.00' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).toBeNull();
  });

  it("reports the provider being down, a lost connection and a charge the server didn't record", async () => {
    await renderPlayed(ProviderUnavailable);
    expect(await failure()).toBe('The payment provider could not be reached. Please try again.');
    await renderPlayed(ConnectionLost);
    expect(await toast('Payment Error')).toContain('Payment could not be processed.');
    await renderPlayed(ChargedButNotRecorded);
    expect(await toast('Payment Warning')).toContain(
      'Payment succeeded but processing incomplete. Please contact support.',
    );
  });

  it('tells the server again on Try Again after an unrecorded charge, without charging again', async () => {
    // The server fails to record the charge once, then records it.
    const unrecordedOnce = http.post(
      '*/api/process-payment',
      () => HttpResponse.json(exampleResponse('processPayment', 503), { status: 503 }),
      { once: true },
    );
    let charges = 0;
    const countCharges = http.post('*/api/payments/sandbox/confirm', () => {
      charges += 1;
      return HttpResponse.json({
        paymentIntentId: 'pi_sandbox_4c1e9a578f0f6c2d',
        status: 'succeeded',
      });
    });
    const parameters = stories.paying(pendingPaymentConsultation, unrecordedOnce, countCharges);
    const Story = composeStory({ ...stories.Paid, parameters }, stories.default);
    await renderPlayed(Story);
    expect(await toast('Payment Warning')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'View Consultation' })).toBeVisible();
    expect(charges).toBe(1);
  });

  it('finishes a payment the provider confirmed after a redirect', async () => {
    render(<ReturnedFromTheProvider />);
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(onPaid.mock.calls[0]![0]).toMatchObject({ status: 'confirmed' });
    expect(await toast('Payment Successful')).toBeTruthy();
  });

  it('shows a spinner while loading and Payment Setup Failed when the page cannot load', async () => {
    render(<Loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    render(<SetupFailed />);
    const alert = await screen.findByText('Payment Setup Failed');
    expect(alert.closest('[role=alert]')).toHaveTextContent(
      'Unable to initialize payment. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('has nothing to pay for a paid or cancelled consultation', async () => {
    render(<AlreadyPaid />);
    expect(await screen.findByText('This consultation has been paid for.')).toBeVisible();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    render(<Cancelled />);
    expect(
      await screen.findByText('This booking was cancelled, so there is nothing to pay.'),
    ).toBeVisible();
  });

  it("toasts 'Missing Consultation' without a consultation id", async () => {
    render(<MissingConsultation />);
    expect(await toast('Missing Consultation')).toContain('No consultation ID provided.');
  });

  itHasNoAxeViolations(all);
});
