import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { beforeEach, describe, expect, it, type Mock } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import { needsLegalDisclaimer } from './LegalDisclaimerDialog.js';
import * as stories from './LegalDisclaimerDialog.stories.js';

const all = composeStories(stories);
const { Legal } = all;

describe('LegalDisclaimerDialog', () => {
  beforeEach(() => {
    (Legal.args.onAccept as Mock).mockClear();
    (Legal.args.onCancel as Mock).mockClear();
  });

  it('is needed for legal, tax and financial categories only, in any case', () => {
    expect(needsLegalDisclaimer('Legal Services')).toBe(true);
    expect(needsLegalDisclaimer('TAX & ACCOUNTING')).toBe(true);
    expect(needsLegalDisclaimer('Financial Planning')).toBe(true);
    expect(needsLegalDisclaimer('Immigration & Visa')).toBe(false);
    expect(needsLegalDisclaimer('Technology & Programming')).toBe(false);
  });

  it('continues with I Understand and leaves with Cancel or Escape', async () => {
    render(<Legal />);
    const dialog = screen.getByRole('dialog', { name: 'Important Notice' });
    expect(dialog).toHaveTextContent(
      'This legal services consultation provides general information only.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I Understand, Continue' }));
    expect(Legal.args.onAccept).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(Legal.args.onCancel).toHaveBeenCalledTimes(2);
  });

  itHasNoAxeViolations(all);
});
