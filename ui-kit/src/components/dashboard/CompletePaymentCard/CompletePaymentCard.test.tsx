import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, settle } from '../../../test/a11y.js';
import * as stories from './CompletePaymentCard.stories.js';

const all = composeStories(stories);
const { OneToPay, TwoToPay, NothingToPay, Loading, Failed } = all;

describe('CompletePaymentCard', () => {
  beforeEach(() => stories.store.reset());

  it('lists only the bookings waiting for payment, each with Pay Now to its payment page', async () => {
    render(<OneToPay />);
    const card = await screen.findByRole('region', { name: 'Complete Payment' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    expect(within(card).getByText('Company structure for a café')).toBeVisible();
    expect(
      within(card).getByRole('link', { name: 'Pay now for Company structure for a café' }),
    ).toHaveAttribute('href', '/payment/5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c07');
    expect(within(card).getByText(/^Pay by /)).toBeVisible();
    expect(stories.store.requests[0]?.query).toMatchObject({ status: 'pending_payment' });
  });

  it('shows each amount due in its own currency, with cents', async () => {
    render(<TwoToPay />);
    const card = await screen.findByRole('region', { name: 'Complete Payment' });
    expect(within(card).getByText('NZ$180.00')).toBeVisible();
    expect(within(card).getByText('A$125.25')).toBeVisible();
  });

  it('is not there when nothing is to be paid, nor while it loads', async () => {
    render(<NothingToPay />);
    await settle();
    expect(screen.queryByRole('heading')).toBeNull();
    render(<Loading />);
    await settle();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('says when the list could not be loaded, with Try Again', async () => {
    render(<Failed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try Again');
  });

  itHasNoAxeViolations(all);
});
