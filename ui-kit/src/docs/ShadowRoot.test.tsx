import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../test/a11y.js';
import * as stories from './ShadowRoot.stories.js';

const { ExpertCardInShadowRoot } = composeStories(stories);

describe('the kit in a shadow root', () => {
  it('renders inside the shadow root with one adopted stylesheet and no <style> in the page', async () => {
    render(<ExpertCardInShadowRoot />);
    const host = screen.getByTestId('shadow-host');
    await waitFor(() => expect(host.shadowRoot?.querySelector('article')).toBeTruthy());
    expect(host.shadowRoot?.querySelector('article')).toHaveTextContent('Ethan Walker');
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  itHasNoAxeViolations(composeStories(stories));
});
