export { StatsBand } from './StatsBand.js';
