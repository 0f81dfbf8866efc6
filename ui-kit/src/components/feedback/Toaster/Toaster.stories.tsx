import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useT } from '../../../i18n/I18nProvider.js';
import { Button } from '../../../primitives/Button.js';
import { Toaster } from './Toaster.js';
import { useToast, type Toast } from './useToast.js';

/** Shows the given toasts in order on mount (the last one stays: one at a time). */
function Show({ toasts }: { toasts: Toast[] }) {
  const { toast } = useToast();
  useEffect(() => toasts.forEach(toast), [toast, toasts]);
  return null;
}

/** A button that raises a toast, to try the region by hand. */
function Trigger(props: Toast) {
  const t = useT();
  const { toast } = useToast();
  return <Button onClick={() => toast(props)}>{props.title || t('common.comingSoon')}</Button>;
}

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component:
          'The provider renders the region; components call `useToast().toast(...)`. One toast at a time: a new one replaces the current one.',
      },
    },
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: {},
  render: () => <Trigger title="Login Successful" description="Welcome back!" variant="success" />,
};

export const Empty: Story = { render: () => <></> };

export const Default: Story = {
  render: () => (
    <Show toasts={[{ title: 'Coming Soon', description: 'This feature is coming soon.' }]} />
  ),
};

export const Success: Story = {
  render: () => (
    <Show
      toasts={[{ title: 'Login Successful', description: 'Welcome back!', variant: 'success' }]}
    />
  ),
};

export const Destructive: Story = {
  render: () => (
    <Show
      toasts={[
        { title: 'Login Failed', description: 'Invalid email or password', variant: 'destructive' },
      ]}
    />
  ),
};

export const OneAtATime: Story = {
  render: () => (
    <Show
      toasts={[
        { title: 'Coming Soon', description: 'This feature is coming soon.' },
        { title: 'Login Successful', description: 'Welcome back!', variant: 'success' },
      ]}
    />
  ),
};
