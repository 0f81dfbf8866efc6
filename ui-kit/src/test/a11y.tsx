import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';

/** Lets queries answer and effects settle so axe sees the state the story is about. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A composed story: a component, maybe with a play function that drives it into its state. */
type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

/** Renders a composed story and runs its play function, as Storybook shows it. */
export async function renderPlayed(Story: ComposedStory) {
  const rendered = render(<Story />);
  await settle();
  await Story.play?.({ canvasElement: rendered.container });
  await settle();
  return rendered;
}

/** Renders every composed story (and plays it), then asserts axe finds no violations. */
export function itHasNoAxeViolations(stories: Record<string, ComposedStory>): void {
  it.each(Object.entries(stories))('story %s has no axe violations', async (_name, Story) => {
    const { container } = await renderPlayed(Story);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    // Colour contrast needs real layout; the browser check covers it.
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
