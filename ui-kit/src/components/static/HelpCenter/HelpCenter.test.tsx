import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations, renderPlayed } from '../../../test/a11y.js';
import * as stories from './HelpCenter.stories.js';

const all = composeStories(stories);
const { AllQuestions, SearchMatchesAnswers, NoResults, WithoutLiveChat, Playground } = all;
const groupTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('HelpCenter', () => {
  it('lists the five groups', () => {
    render(<AllQuestions />);
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
    expect(screen.getByText('No questions match "bitcoin".')).toBeVisible();
  });

  it('opens one item at a time, by keyboard too', async () => {
    render(<AllQuestions />);
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

  it('offers e-mail support and live chat only when it can be started', async () => {
    render(<Playground />);
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@expertbridge.example',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(Playground.args.onLiveChat).toHaveBeenCalled();
    render(<WithoutLiveChat />);
    expect(screen.getAllByRole('button', { name: 'Live Chat' })).toHaveLength(1);
  });

  itHasNoAxeViolations(all);
});
