import type { Catalogues } from './I18nProvider.js';
import { booking } from './en/booking.js';
import { common } from './en/common.js';
import { directory } from './en/directory.js';
import { layout } from './en/layout.js';
import { koCommon } from './ko/common.js';

/**
 * The texts of the booking entry's components only (the expert card, the picker, the dialog, the checkout
 * and its sign-in screen, toasts): a page that books downloads these and not the portal's or the admin
 * pages'. A test walks the entry's imports and checks every key they ask for is here.
 */
export const bookingCatalogue = { ...common, ...layout, ...directory, ...booking };

/** The booking path's catalogues per locale, English filled in under Korean as I18nProvider has it. */
export const bookingCatalogues: Catalogues = {
  en: bookingCatalogue,
  ko: { ...bookingCatalogue, ...koCommon },
};
