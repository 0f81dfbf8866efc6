import { composeStory } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { vi, type Mock } from 'vitest';
import { NavigationProvider, type Navigate } from '../navigation/Navigation.js';

/**
 * A story composed inside a NavigationProvider whose navigate is a spy (inside the kit's own provider),
 * to assert where the component sends the browser.
 */
export function withNavigateSpy<Story extends object, Meta extends object>(
  story: Story,
  meta: Meta,
): { Story: ComponentType; navigate: Mock<Navigate> } {
  const navigate = vi.fn<Navigate>();
  const Story = composeStory(
    {
      ...story,
      decorators: [
        (Inner: ComponentType) => (
          <NavigationProvider navigate={navigate}>
            <Inner />
          </NavigationProvider>
        ),
      ],
    } as Parameters<typeof composeStory>[0],
    meta as Parameters<typeof composeStory>[1],
  );
  return { Story: Story as ComponentType, navigate };
}
