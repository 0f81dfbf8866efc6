export {
  BIO_LENGTH,
  ExpertCard,
  type ExpertCardProps,
  type ExpertCardVariant,
} from './ExpertCard.js';
export {
  countryOf,
  DEFAULT_RESPONSE_TIME,
  expertName,
  languageSummary,
  LANGUAGES_SHOWN,
  respondsIn,
  responseTimeText,
} from './expertDisplay.js';
