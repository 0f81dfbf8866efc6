import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound.js';

const meta = { title: 'Static/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {};
