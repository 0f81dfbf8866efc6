export { ExpertPayouts, type ExpertPayoutsProps } from './ExpertPayouts.js';
