export {
  ConsultationsTable,
  CONSULTATIONS_PAGE_SIZE,
  type ConsultationFilter,
  type ConsultationsTableProps,
} from './ConsultationsTable.js';
