import { useMemo } from 'react';
import { ApiRequestError } from '../../api/errors.js';
import { useLocale } from '../../i18n/I18nProvider.js';
import { useToast } from '../feedback/Toaster/useToast.js';

/** What a failure toast says under its title: the server's words, else the error's. */
export function failureText(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

/**
 * Toasts of the admin pages (part 2 §8: Korean by default), marked with the admin language so a screen
 * reader reads them in it: the toast region sits outside the page.
 */
export function useAdminToast() {
  const lang = useLocale('admin');
  const { toast } = useToast();
  return useMemo(
    () => ({
      success: (title: string, description?: string) =>
        toast({ title, description, variant: 'success', lang }),
      failure: (title: string, error: unknown) =>
        toast({ title, description: failureText(error), variant: 'destructive', lang }),
    }),
    [lang, toast],
  );
}
