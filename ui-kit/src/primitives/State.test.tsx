import { render as renderIn, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { userEvent } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../api/errors.js';
import { I18nProvider } from '../i18n/I18nProvider.js';
import { ErrorState } from './State.js';

const answered = (status: number) =>
  new ApiRequestError(new Response(null, { status }), {
    error: { code: 'X', message: `refused with ${status}` },
  });

/** In the kit's English texts. */
const render = (ui: ReactElement) => renderIn(ui, { wrapper: I18nProvider });

describe('ErrorState', () => {
  it('offers Try Again for a failure that asking again could fix (503), and retries', async () => {
    const retry = vi.fn();
    const { container } = render(<ErrorState error={answered(503)} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledOnce();
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations).toEqual([]);
  });

  it('offers Try Again for a lost connection (no answer at all)', () => {
    render(<ErrorState error={new TypeError('Failed to fetch')} onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('says not found for a 404, in the screen’s words when given, with no Try Again', () => {
    const { rerender } = render(<ErrorState error={answered(404)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This could not be found');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <ErrorState
        error={answered(404)}
        notFound="This booking no longer exists."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This booking no longer exists.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a 403 is not open to the account, and a 409 would only repeat, with no Try Again', () => {
    const { rerender } = render(<ErrorState error={answered(403)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This is not open to your account.');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<ErrorState error={answered(409)} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('trying again would give the same answer');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
