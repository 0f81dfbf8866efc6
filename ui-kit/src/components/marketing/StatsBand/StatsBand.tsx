import { Figures, type Figure } from '../shared/Figures.js';

/** The landing and home figures (part 1 §1): static marketing text, not data. */
const FIGURES: readonly Figure[] = [
  { value: 'stats.experts.value', label: 'stats.experts.label' },
  { value: 'stats.consultations.value', label: 'stats.consultations.label' },
  { value: 'stats.rating.value', label: 'stats.rating.label' },
  { value: 'stats.response.value', label: 'stats.response.label' },
];

/**
 * The statistics band of the landing and home views: 200+ verified experts, 5,000+ consultations, a 4.8
 * average rating and a response within 2 hours. The About page has its own, different figures on purpose.
 */
export function StatsBand() {
  return <Figures title="stats.title" figures={FIGURES} />;
}
