export { HomePage } from './HomePage.js';
