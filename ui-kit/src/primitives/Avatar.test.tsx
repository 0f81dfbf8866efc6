import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.js';

const shown = (first: string, last: string) =>
  render(<Avatar firstName={first} lastName={last} />).container.querySelector('.eb-avatar')!
    .textContent;

describe('Avatar', () => {
  it('keeps a character outside the Basic Multilingual Plane whole in the initials', () => {
    expect(shown('🦊', 'Fox')).toBe('🦊F');
    expect(shown('𝒜roha', 'Ngata')).toBe('𝒜N');
    expect(shown('👩‍💻 Mere', 'Ngata')).toBe('👩‍💻N');
    // No half of a surrogate pair anywhere.
    expect(shown('🦊', '🇳🇿')).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
  });

  it('shows the photo instead of initials when there is one, hidden from screen readers', async () => {
    const { container } = render(
      <Avatar firstName="Ethan" lastName="Walker" imageUrl="/api/uploads/ethan.png" />,
    );
    const avatar = container.querySelector('.eb-avatar')!;
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar.querySelector('img')).toHaveAttribute('alt', '');
    expect(avatar.textContent).toBe('');
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });
});
