import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './NotFound.stories.js';

const { Default } = composeStories(stories);

describe('NotFound', () => {
  it("says 'Page Not Found' and links home", () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  itHasNoAxeViolations(composeStories(stories));
});
