/** Tax documents in My Account and the expert dashboard, and the expert's annual summary. */
export const documents = {
  'documents.title': 'Tax documents',
  'documents.tab': 'Documents',
  'documents.clientIntro':
    'Receipts for what you paid and credit notes for refunds, ready for your accountant.',
  'documents.expertIntro':
    'Receipts issued on your behalf, our commission invoices to you, payout statements and monthly statements.',
  'documents.show': 'Show',
  'documents.all': 'All documents',
  'documents.kind.receipt': 'Receipt',
  'documents.kind.credit_note': 'Credit note',
  'documents.kind.commission_invoice': 'Commission invoice',
  'documents.kind.payout_statement': 'Payout statement',
  'documents.kind.monthly_statement': 'Monthly statement',
  'documents.kindPlural.receipt': 'Receipts',
  'documents.kindPlural.credit_note': 'Credit notes',
  'documents.kindPlural.commission_invoice': 'Commission invoices',
  'documents.kindPlural.payout_statement': 'Payout statements',
  'documents.kindPlural.monthly_statement': 'Monthly statements',
  'documents.list': 'Your documents, newest first',
  'documents.number': '{title} {number}',
  'documents.issued': 'Issued {date}',
  'documents.total': 'Total {amount}',
  'documents.gst': 'incl. GST {amount}',
  'documents.noGst': 'no GST',
  'documents.period': '{start} to {end}',
  'documents.refersTo': 'For {number}',
  'documents.download': 'Download PDF',
  'documents.downloadLabel': 'Download PDF of {kind} {number}',
  'documents.emptyClient': 'No documents yet',
  'documents.emptyClientDescription':
    'No documents yet. Receipts appear here once you pay for a consultation.',
  'documents.emptyExpert': 'No documents yet',
  'documents.emptyExpertDescription':
    'No documents yet. Receipts appear here once a client pays for a consultation, and your commission invoices and payout statements once you are paid.',
  'documents.emptyFiltered': 'No {kind} yet',

  'documents.annual.title': 'Annual summary',
  'documents.annual.intro':
    'Your earnings for a calendar year as we report them to Inland Revenue and the ATO: gross paid by clients, our commission and its GST, refunds and what we paid you.',
  'documents.annual.year': 'Year',
  'documents.annual.pdf': 'Download PDF',
  'documents.annual.pdfLabel': 'Download PDF of the annual summary for {year}',
  'documents.annual.csv': 'Download CSV',
  'documents.annual.csvLabel': 'Download CSV of the annual summary for {year}',
} as const;
