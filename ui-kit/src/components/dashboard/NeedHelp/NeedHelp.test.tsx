import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './NeedHelp.stories.js';

const all = composeStories(stories);
const { Playground, PartnerSupport } = all;

describe('NeedHelp', () => {
  it('writes to the configured support address and links the Help Center', () => {
    render(<Playground />);
    expect(screen.getByRole('region', { name: 'Need Help?' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@expertbridge.example',
    );
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', '/help');
    render(<PartnerSupport />);
    expect(screen.getAllByRole('link', { name: 'Contact Support' })[1]).toHaveAttribute(
      'href',
      'mailto:help@partner-firm.example',
    );
  });

  itHasNoAxeViolations(all);
});
