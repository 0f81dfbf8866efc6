export { StatCards, type StatCardsVariant } from './StatCards.js';
