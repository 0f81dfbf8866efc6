import { AnnualSummaryDownload } from '../AnnualSummaryDownload/AnnualSummaryDownload.js';
import { DocumentsList } from './DocumentsList.js';

/** The expert dashboard's Documents tab: their tax documents, then the annual summary to download. */
export function ExpertDocuments() {
  return (
    <div className="eb-stack">
      <DocumentsList audience="expert" />
      <AnnualSummaryDownload />
    </div>
  );
}
