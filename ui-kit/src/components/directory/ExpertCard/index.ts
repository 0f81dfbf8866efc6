export {
  BIO_LENGTH,
  ExpertCard,
  type ExpertCardProps,
  type ExpertCardVariant,
} from './ExpertCard.js';
export { countryOf, expertName, languageSummary, LANGUAGES_SHOWN } from './expertDisplay.js';
