import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './DisputeOutcome.stories.js';

const all = composeStories(stories);

const region = (name: string) => screen.getByRole('region', { name });

describe('DisputeOutcome', () => {
  it('tells the client their report is on hold with the team, and repeats what they reported', () => {
    render(<all.OpenForClient />);
    const panel = region('Problem reported');
    expect(panel).toHaveTextContent(/You reported a problem on .*2 Dec.* payment stays on hold/);
    expect(panel).toHaveTextContent(
      'The expert left after twenty minutes of a sixty-minute session.',
    );
  });

  it('tells the expert that their payout waits', () => {
    render(<all.OpenForExpert />);
    expect(region('Problem reported')).toHaveTextContent('Your payout is on hold');
  });

  it('says what a partial refund means to each party, with the amount and the note', () => {
    const { unmount } = render(<all.PartlyRefundedForClient />);
    const forClient = region('Dispute resolved');
    expect(forClient).toHaveTextContent(
      'NZ$60.00 is refunded to your card, and the rest is paid to Ethan Walker.',
    );
    expect(forClient).toHaveTextContent(
      'Note from our teamThe session ended 20 minutes early; a third of the fee is refunded.',
    );
    unmount();
    render(<all.PartlyRefundedForExpert />);
    expect(region('Dispute resolved')).toHaveTextContent(
      'NZ$60.00 is refunded to the client, and the rest of your payout is released.',
    );
  });

  it('says a release and a full refund in words', () => {
    const { unmount } = render(<all.ReleasedForClient />);
    expect(region('Dispute resolved')).toHaveTextContent('no refund is due');
    unmount();
    const second = render(<all.ReleasedForExpert />);
    expect(region('Dispute resolved')).toHaveTextContent('in your favour: your payout is released');
    second.unmount();
    const third = render(<all.RefundedForClient />);
    expect(region('Dispute resolved')).toHaveTextContent(
      'your payment of NZ$180.00 is refunded in full',
    );
    expect(screen.queryByText('Note from our team')).toBeNull();
    third.unmount();
    render(<all.RefundedForExpert />);
    expect(region('Dispute resolved')).toHaveTextContent('so no payout is due');
  });

  it('shows nothing without a dispute', () => {
    render(<all.NoDispute />);
    expect(screen.queryByRole('region', { name: /Problem reported|Dispute resolved/ })).toBeNull();
  });

  itHasNoAxeViolations(all);
});
