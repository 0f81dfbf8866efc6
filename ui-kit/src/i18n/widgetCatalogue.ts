import type { Catalogue } from './catalogue.js';
import { booking } from './en/booking.js';
import { common } from './en/common.js';
import { directory } from './en/directory.js';
import { widget } from './en/widget.js';

/**
 * The texts of the partner widget's booking flow only (about a fifth of the kit's), so a partner's visitors
 * download those and not the portal's. A test checks every key the flow's files ask for is here.
 */
export const widgetCatalogue: Catalogue = { ...common, ...directory, ...booking, ...widget };
