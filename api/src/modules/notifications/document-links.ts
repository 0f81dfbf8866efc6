// The documents an e-mail carries: the client's receipt with the payment's, the credit note with a refund's, the
// commission invoice and payout statement with the expert's payout notice. Each is linked (its PDF, on the portal's
// origin) and shown as HTML in the body; only the documents of the posting being announced are taken.
import type { DocumentKind } from '../documents/document-content.js';
import { documentHtml, escapeHtml } from '../documents/document-html.js';
import { toTaxDocument } from '../documents/document-view.js';
import type { NotificationKind } from './notifications.queue.js';
import type { NotificationsRepository } from './notifications.repository.js';

const CARRIED: Partial<
  Record<NotificationKind, { reader: 'client' | 'expert'; kinds: DocumentKind[] }>
> = {
  payment_received: { reader: 'client', kinds: ['receipt'] },
  refund_issued: { reader: 'client', kinds: ['credit_note'] },
  payout_sent: { reader: 'expert', kinds: ['commission_invoice', 'payout_statement'] },
};

/** What a notice's e-mail adds for the reader its documents are for: the links' lines and the HTML. */
export interface DocumentAttachment {
  reader: 'client' | 'expert';
  text: string;
  /** The e-mail's HTML body: the notice's words and link, then each document. */
  html(body: string, link: string): string;
}

export async function documentsForEmail(
  repository: NotificationsRepository,
  consultationId: string,
  kind: NotificationKind,
  publicUrl: string,
): Promise<DocumentAttachment | undefined> {
  const carried = CARRIED[kind];
  if (!carried) return undefined;
  const rows = await repository.documentsIssuedNow(consultationId, carried.kinds);
  if (rows.length === 0) return undefined;
  const documents = rows.map((row) => ({
    row,
    document: toTaxDocument(row),
    url: `${publicUrl}/api/documents/${row.id}/pdf`,
  }));
  return {
    reader: carried.reader,
    text: documents
      .map(({ document, url }) => `${document.title} ${document.number}: ${url}`)
      .join('\n'),
    html: (body, link) =>
      `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      documents
        .map(({ row, document, url }) => documentHtml(document, row.content, url))
        .join('<hr>'),
  };
}
