import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './StatusBadge.stories.js';

const all = composeStories(stories);
const { PendingPayment, InProgress, Cancelled, Unknown } = all;

describe('StatusBadge', () => {
  it('names each status in words with its own style', () => {
    render(<PendingPayment />);
    expect(screen.getByText('Payment Required')).toHaveClass('eb-status--pending-payment');
    render(<InProgress />);
    expect(screen.getByText('In Progress')).toHaveClass('eb-status--in-progress');
    render(<Cancelled />);
    expect(screen.getByText('Cancelled')).toHaveClass('eb-status--cancelled');
  });

  it('shows an unknown status plainly, as it came', () => {
    render(<Unknown />);
    const badge = screen.getByText('on_hold');
    expect(badge).toHaveClass('eb-badge');
    expect(badge).not.toHaveClass('eb-status');
  });

  itHasNoAxeViolations(all);
});
