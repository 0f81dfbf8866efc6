import { setProjectAnnotations } from '@storybook/react-vite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from '../.storybook/preview.js';

// Tests render the stories themselves (composeStories), with the same decorators as Storybook.
setProjectAnnotations(preview);
afterEach(cleanup);
