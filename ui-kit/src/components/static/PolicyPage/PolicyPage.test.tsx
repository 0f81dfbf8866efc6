import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './PolicyPage.stories.js';
import { policyBlocks } from './sections.js';

const all = composeStories(stories);
const { PrivacyPolicy, TermsOfService, WithContactEmail } = all;

/** Renders a story and waits for its texts, which load with the page. */
async function shown(ui: ReactElement) {
  const result = render(ui);
  // The first import of the texts is transformed on demand in tests: give it time.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
  return result;
}

const sections = () => screen.getAllByRole('heading', { level: 2 });
/** The text of the section whose heading matches. */
const section = (name: RegExp) =>
  screen.getByRole('heading', { level: 2, name }).closest('section')?.textContent ?? '';

describe('PolicyPage', () => {
  it('shows the Privacy Policy in 11 numbered sections under one h1, last updated January 1, 2025', async () => {
    await shown(<PrivacyPolicy />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Privacy Policy',
    ]);
    expect(screen.getByText('Last updated January 1, 2025')).toHaveAttribute(
      'datetime',
      '2025-01-01',
    );
    expect(sections()).toHaveLength(11);
    expect(sections()[0]).toHaveTextContent(/^1\. Who we are/);
    expect(sections()[10]).toHaveTextContent(/^11\. /);
  });

  it('shows the Terms of Service in 13 sections, last updated January 1, 2025', async () => {
    await shown(<TermsOfService />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByText('Last updated January 1, 2025')).toBeVisible();
    expect(sections()).toHaveLength(13);
  });

  it.each([
    ['privacy', PrivacyPolicy, 11],
    ['terms', TermsOfService, 13],
  ] as const)(
    'lists every %s section in the table of contents, each linking to its heading',
    async (_policy, Story, count) => {
      const { container } = await shown(<Story />);
      const toc = screen.getByRole('navigation', { name: 'Contents' });
      const links = within(toc).getAllByRole('link');
      expect(links).toHaveLength(count);
      const headings = sections();
      links.forEach((link, i) => {
        const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
        const target = container.ownerDocument.getElementById(id);
        expect(target).toBe(headings[i]);
        expect(target?.textContent).toContain(link.textContent);
        expect(target?.closest('section')).toHaveAccessibleName(target?.textContent ?? '');
      });
      expect(new Set(links.map((l) => l.getAttribute('href'))).size).toBe(count);
    },
  );

  it('states the refund rules, free rescheduling, complaints and dispute times', async () => {
    await shown(<TermsOfService />);
    const refunds = section(/Cancellations, rescheduling and refunds/);
    expect(refunds).toContain(
      'If you cancel 24 hours or more before the start, you receive a full refund.',
    );
    expect(refunds).toContain(
      'If you cancel less than 24 hours before the start, you receive a 50% refund.',
    );
    expect(refunds).toContain(
      'If you cancel a request the expert has not accepted yet, you receive a full refund.',
    );
    expect(refunds).toContain('If the expert cancels or declines, you receive a full refund.');
    expect(refunds).toContain('If the expert does not attend, you receive a full refund.');
    expect(refunds).toContain(
      'You can reschedule free of charge up to 24 hours before the start, to a time within 60 days of your payment.',
    );
    const complaints = section(/Complaints and disputes/);
    expect(complaints).toContain('within 48 hours after it is completed');
    expect(complaints).toContain('resolve the dispute within 5 business days');
  });

  it('states age, fee split, escrow, informational consultations, notice and governing law', async () => {
    await shown(<TermsOfService />);
    expect(section(/Eligibility/)).toContain('You must be 18 or older');
    expect(section(/Our role and independent experts/)).toContain(
      'Experts are independent contractors',
    );
    const prices = section(/Prices, fees and payment/);
    expect(prices).toContain('15% platform fee is included in that price');
    expect(prices).toContain('The expert receives the remaining 85%.');
    expect(prices).toContain('held in escrow until the consultation is completed');
    // What "held" means, and the 90 days the booking horizon keeps every payment within.
    expect(prices).toContain('It is not a trust account in the legal sense');
    expect(prices).toContain('released or refunded within 90 days of the payment');
    expect(prices).toContain(
      'Payouts to experts are made when the 48-hour complaint window after completion closes',
    );
    expect(section(/informational, not formal professional advice/)).toContain(
      'are not formal professional advice',
    );
    const last = section(/governing law/);
    expect(last).toContain("at least 30 days' notice");
    expect(last).toContain('governed by the laws of New Zealand');
    expect(last).toContain('We answer legal enquiries within 14 days.');
    expect(last).toContain('we answer support e-mails within 24 hours');
  });

  it('states the retention periods, deletion, response times and both privacy laws', async () => {
    await shown(<PrivacyPolicy />);
    const retention = section(/How long we keep information/);
    expect(retention).toContain('Accounts: 7 years after your last activity');
    expect(retention).toContain('Consultation records, including bookings, payments');
    expect(retention).toMatch(/Consultation records[^.]*: 7 years/);
    expect(retention).toMatch(/Communication logs[^.]*: 3 years\./);
    expect(retention).toContain('We complete the deletion within 30 days of your request');
    expect(section(/Your rights/)).toContain('We answer privacy enquiries within 30 days.');
    expect(section(/Who we are/)).toContain('New Zealand Privacy Act 2020');
    expect(section(/Who we are/)).toContain('Australian Privacy Act 1988');
    expect(section(/Who we are/)).toContain('Australian Privacy Principles (APPs)');
    expect(section(/Who we are/)).toContain('Auckland, New Zealand');
    expect(section(/Payments and card information/)).toContain('card payment provider');
  });

  it('renders lists as lists and links the other policy through the kit', async () => {
    await shown(<PrivacyPolicy />);
    const collected = screen
      .getByRole('heading', { level: 2, name: /Information we collect/ })
      .closest('section')!;
    expect(within(collected).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
    expect(within(collected).getAllByRole('listitem')[0]).toHaveTextContent(/^Account details:/);
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await shown(<TermsOfService />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('links the support address in the contact section only when given', async () => {
    await shown(<PrivacyPolicy />);
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    await shown(<WithContactEmail />);
    expect(
      await screen.findByRole('link', { name: 'support@expertbridge.example' }),
    ).toHaveAttribute('href', 'mailto:support@expertbridge.example');
  });

  it('splits a body into paragraphs and "- " lists', async () => {
    expect(policyBlocks('One\nline.\n\n- a\n- b\n\nAfter.')).toEqual([
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  itHasNoAxeViolations(all);
});
