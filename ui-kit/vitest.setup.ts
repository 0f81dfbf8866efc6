import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../.storybook/preview.js';

// Tests render the stories themselves (composeStories), with the same decorators as Storybook.
// They drive them with storybook/test's userEvent, the copy play functions use: two copies of
// user-event patch the same document and lose typed values.
setProjectAnnotations(preview);
afterEach(() => {
  cleanup();
  // Drafts and auth markers must not leak from one test into the next.
  globalThis.localStorage?.clear();
});
// The machine's two cores are shared; the first render of a file can take over a second.
configure({ asyncUtilTimeout: 5000 });
