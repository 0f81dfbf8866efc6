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
const { MistypedCard, BookingClosed, NotFound, NotTheClient, ReturnedRefused } = all;
const onPaid = Ready.args.onPaid as Mock;

const toast = async (title: string) =>
  (await screen.findByText(title, { selector: '.eb-toast__title' })).closest('.eb-toast')
    ?.textContent;
const failure = async () =>
  (await screen.findByText(/./, { selector: '.eb-payment__failure p' })).textContent;
const problem = async () =>
  (
    await screen.findByText(/./, {
      selector: '.eb-payment__problem p:not(.eb-payment__problem-title)',
    })
  ).textContent;
const field = (label: RegExp) => screen.getByLabelText(label);

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
    expect(screen.getByText('Enter a month from 01 to 12.')).toBeVisible();
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

  it("shows the gateway's reason for a declined card and keeps the card as typed", async () => {
    await renderPlayed(Declined);
    expect(await toast('Payment Failed')).toContain('Your card was declined.');
    expect(await problem()).toBe('Your card was declined.');
    // The number and the expiry stay; the code is cleared (never kept once sent) and asked for again.
    expect(field(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(field(/^Expiry/)).toHaveValue('12/30');
    expect(field(/^Security code/)).toHaveValue('');
    expect(screen.getByText('For your security, enter the code again.')).toBeVisible();
    expect(field(/^Card number/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Pay NZ$180.00' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('pays with another number after a decline without typing the card again', async () => {
    await renderPlayed(Declined);
    await problem();
    const number = field(/^Card number/);
    await userEvent.clear(number);
    await userEvent.type(number, '4242 4242 4242 4242');
    await userEvent.type(field(/^Security code/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pay NZ$180.00' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('says when the card lacks funds', async () => {
    await renderPlayed(InsufficientFunds);
    expect(await problem()).toBe('Your card has insufficient funds.');
  });

  it('refuses an expiry in the past beside the field, before any request', async () => {
    let calls = 0;
    const counted = http.all('*/api/{create-payment-intent,payments/sandbox/confirm}', () => {
      calls += 1;
      return HttpResponse.json(exampleResponse('createPaymentIntent', 200));
    });
    const parameters = stories.paying(pendingPaymentConsultation, counted);
    await renderPlayed(composeStory({ ...stories.ExpiredCard, parameters }, stories.default));
    expect(calls).toBe(0);
    expect(
      screen.getByText('This card has expired. Check the date, or use another card.'),
    ).toBeVisible();
    expect(field(/^Expiry/)).toHaveFocus();
    expect(field(/^Expiry/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Processing...')).toBeNull();
    expect(screen.queryByText('Payment Failed', { selector: '.eb-toast__title' })).toBeNull();
    expect(field(/^Card number/)).toHaveValue('4242 4242 4242 4242');
  });

  it('catches a mistyped digit and a code of the wrong length for the card', async () => {
    await renderPlayed(MistypedCard);
    expect(
      screen.getByText('This card number is not valid. Check it for a mistyped digit.'),
    ).toBeVisible();
    await userEvent.clear(field(/^Card number/));
    await userEvent.type(field(/^Card number/), '4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay NZ$180.00' }));
    expect(screen.getByText('Enter the 3-digit security code.')).toBeVisible();
    expect(field(/^Security code/)).toHaveFocus();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("reports the provider being down, a lost connection and a charge the server didn't record", async () => {
    await renderPlayed(ProviderUnavailable);
    expect(await problem()).toBe('The payment provider could not be reached. Please try again.');
    // Nothing was charged and a retry could work: the card stays, with every digit, and Pay is the retry.
    expect(field(/^Security code/)).toHaveValue('123');
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

  it('says the payment failed when the provider sends the browser back refused', async () => {
    render(<ReturnedRefused />);
    expect(await problem()).toBe('Payment could not be processed.');
    expect(screen.getByRole('button', { name: 'Pay NZ$180.00' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says the booking is closed, with no Try Again that could only fail again', async () => {
    await renderPlayed(BookingClosed);
    expect(await failure()).toBe('Only a paid consultation awaiting the expert can be accepted');
    expect(screen.getByRole('heading', { name: 'Payment Not Possible' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveFocus();
  });

  it('says Consultation Not Found, with Back to Dashboard and no Try Again, for a 404', async () => {
    render(<NotFound />);
    expect(await screen.findByRole('heading', { name: 'Consultation Not Found' })).toBeVisible();
    expect(screen.getByText(/doesn't exist, or it is not yours to pay for/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText('Payment Setup Failed')).toBeNull();
  });

  it('offers the expert of the booking no card form: only the client pays', async () => {
    render(<NotTheClient />);
    expect(await screen.findByText('Paid by the Client')).toBeVisible();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
  });

  it('shows the time the booking is held until, as the dashboard words it', async () => {
    render(<Ready />);
    // The contract's booking is payable until 02:30 UTC on 22 November: 3:30 pm in Auckland (NZDT).
    expect(await screen.findByText('Pay by 22 Nov 2026, 3:30 pm')).toBeVisible();
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
