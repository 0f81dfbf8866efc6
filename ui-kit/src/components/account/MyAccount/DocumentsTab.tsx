import { ClientTaxDetailsForm } from '../../tax/ClientTaxDetailsForm/ClientTaxDetailsForm.js';
import { DocumentsList } from '../../tax/DocumentsList/DocumentsList.js';

/** My Account's Documents tab: the receipts and credit notes, and the business details they carry. */
export function DocumentsTab() {
  return (
    <div className="eb-stack">
      <DocumentsList audience="client" />
      <ClientTaxDetailsForm />
    </div>
  );
}
