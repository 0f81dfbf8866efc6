import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './HelpCenter.stories.js';
import { supportOnline } from './LiveChatDialog.js';

const all = composeStories(stories);
const { AllQuestions, SearchMatchesAnswers, NoResults, Playground, LongJoinWindow } = all;
const loaded = () => screen.findByRole('heading', { name: 'Getting Started' });
const groupTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('HelpCenter', () => {
  it('lists the five groups', async () => {
    render(<AllQuestions />);
    await loaded();
    expect(groupTitles().slice(0, 5)).toEqual([
      'Getting Started',
      'Payments & Pricing',
      'Security & Trust',
      'Technical Support',
      'For Experts',
    ]);
  });

  it('searches questions and answers case-insensitively and hides empty groups', async () => {
    await renderPlayed(SearchMatchesAnswers);
    await screen.findByRole('button', { name: 'When is the expert paid?' });
    // "escrow" appears only in one answer (Payments) and in no question.
    expect(groupTitles()).toEqual([
      'Payments & Pricing',
      'Email Support',
      'Phone Support',
      'Business Hours',
    ]);
    expect(screen.getByRole('button', { name: 'When is the expert paid?' })).toBeVisible();
  });

  it('says so when nothing matches', async () => {
    await renderPlayed(NoResults);
    await screen.findByText('No questions match "bitcoin".');
    expect(screen.getByText('No questions match "bitcoin".')).toBeVisible();
  });

  it('opens one item at a time, by keyboard too', async () => {
    render(<AllQuestions />);
    await loaded();
    const refund = screen.getByRole('button', { name: 'Can I get a refund?' });
    const price = screen.getByRole('button', { name: 'How is the price worked out?' });
    await userEvent.click(refund);
    expect(refund).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Cancel 24 hours or more/)).toBeVisible();
    price.focus();
    await userEvent.keyboard('{Enter}');
    expect(price).toHaveAttribute('aria-expanded', 'true');
    expect(refund).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Cancel 24 hours or more/)).not.toBeVisible();
    await userEvent.keyboard(' ');
    expect(price).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers Email Support and a Live Chat that reaches support with the question', async () => {
    render(<Playground />);
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@expertbridge.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    const dialog = screen.getByRole('dialog', { name: 'Live Chat with Support' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your question' }),
      'Refund & GST?',
    );
    const send = within(dialog).getByRole('link', { name: 'Send to Support' });
    const href = new URL(send.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('support@expertbridge.example');
    expect(href.searchParams.get('subject')).toBe('Live chat from the Help Center');
    expect(href.searchParams.get('body')).toBe('Refund & GST?');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('words the answers with the configured durations', async () => {
    render(<LongJoinWindow />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'How do I join my consultation?' }),
    );
    expect(
      screen.getByText(/Start Consultation becomes available 30 days before the scheduled time\./),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'What if something goes wrong?' }));
    expect(screen.getByText(/Raise a complaint within 48 hours after/)).toBeVisible();
  });

  it('says whether the team is on, by New Zealand’s clock, and offers a call only then', () => {
    // 10:00 on Tuesday 1 December 2026 in Auckland; 20:00 that day; 10:00 on Saturday 5 December.
    expect(supportOnline(new Date('2026-11-30T21:00:00.000Z'))).toBe(true);
    expect(supportOnline(new Date('2026-12-01T07:00:00.000Z'))).toBe(false);
    expect(supportOnline(new Date('2026-12-04T21:00:00.000Z'))).toBe(false);
    expect(supportOnline(new Date('2026-12-01T04:59:00.000Z'))).toBe(true);
  });

  itHasNoAxeViolations(all);
});
