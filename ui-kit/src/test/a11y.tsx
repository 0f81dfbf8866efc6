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

/** Renders every composed story and asserts axe finds no violations (contrast is checked in the browser). */
export function itHasNoAxeViolations(stories: Record<string, ComponentType>): void {
  it.each(Object.entries(stories))('story %s has no axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    await settle();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
