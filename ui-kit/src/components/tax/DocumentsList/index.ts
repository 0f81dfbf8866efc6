export {
  DocumentsList,
  DOCUMENTS_PAGE_SIZE,
  type DocumentsAudience,
  type DocumentsListProps,
} from './DocumentsList.js';
