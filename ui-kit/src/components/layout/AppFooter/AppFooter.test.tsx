import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './AppFooter.stories.js';

const { Default, CurrentYear } = composeStories(stories);

describe('AppFooter', () => {
  it('links the five site pages', () => {
    render(<Default />);
    const hrefs = Object.fromEntries(
      [
        'Find Experts',
        'Online Consultation',
        'Expert Registration',
        'Help Center and FAQ',
        'Terms of Service',
      ].map((name) => [name, screen.getByRole('link', { name }).getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Find Experts': '/experts',
      'Online Consultation': '/about',
      'Expert Registration': '/become-expert',
      'Help Center and FAQ': '/help',
      'Terms of Service': '/terms',
    });
  });

  it('shows and links the support e-mail and phone', () => {
    render(<Default />);
    expect(
      screen.getByRole('link', { name: 'Email: support@expertbridge.example' }),
    ).toHaveAttribute('href', 'mailto:support@expertbridge.example');
    expect(screen.getByRole('link', { name: 'Phone: +64 9 555 0100' })).toHaveAttribute(
      'href',
      'tel:+6495550100',
    );
  });

  it('shows the current year by default', () => {
    render(<CurrentYear />);
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} ExpertBridge`)),
    ).toBeVisible();
  });

  itHasNoAxeViolations(composeStories(stories));
});
