import { Figures } from '../shared/Figures.js';

/**
 * The statistics band of the landing and home views: the configured figures (by default 200+ verified experts,
 * 5,000+ consultations, a 4.8 average rating and a response within 2 hours), the same set the About page shows.
 */
export function StatsBand() {
  return <Figures title="stats.title" />;
}
