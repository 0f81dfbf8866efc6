/** The product's locale (part 1 §1): New Zealand English. */
export const LOCALE = 'en-NZ';
