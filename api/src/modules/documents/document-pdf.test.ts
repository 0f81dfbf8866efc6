import { describe, expect, it } from 'vitest';
import { receiptContent } from './document-content.js';
import { documentHtml } from './document-html.js';
import { renderDocumentPdf } from './document-pdf.js';
import { toTaxDocument } from './document-view.js';

const content = receiptContent({
  consultation: {
    id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b',
    title: 'Trusts <and> "estates"',
    scheduledAt: new Date('2026-11-24T01:00:00Z'),
    durationMinutes: 60,
    method: 'video',
    currency: 'NZD',
    timeZone: 'Pacific/Auckland',
  },
  supplier: {
    legalName: 'Aroha Ngata',
    address: '12 Queen Street\nTāmaki Makaurau Auckland 1010',
    country: 'NZ',
    gstRegistered: true,
    taxNumber: '49-091-850',
  },
  buyer: {
    name: 'Charlotte Ngata',
    businessName: null,
    country: null,
    taxNumber: null,
    email: null,
  },
  platform: {
    legalName: 'ExpertBridge Limited',
    address: null,
    nzGstNumber: '123-456-785',
    abn: '51 824 753 556',
  },
  total: 23000,
});
const document = toTaxDocument({
  id: '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  kind: 'receipt',
  display_number: 'RC-000042',
  consultation_id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b',
  expert_id: '3b1f8f2e-6d2a-4c1e-9a57-8f0f6c2d9b11',
  client_id: null,
  refers_to: null,
  refers_to_number: null,
  period_start: null,
  period_end: null,
  currency: 'NZD',
  total: content.total,
  gst: content.gst,
  content,
  issued_at: new Date('2026-11-26T02:15:00Z'),
});

describe('a document’s PDF', () => {
  it('is the same bytes every time, created at the issue time, with its font embedded', async () => {
    const first = await renderDocumentPdf(document, content);
    const second = await renderDocumentPdf(document, content);
    expect(first.equals(second)).toBe(true);
    const text = first.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('/CreationDate');
    expect(text).toContain('(D:20261126021500Z)');
    expect(text).toMatch(/\/FontFile2/);
    expect(text).toMatch(/DejaVuSans/);
  });
});

describe('a document’s HTML', () => {
  it('escapes every value it shows', () => {
    const html = documentHtml(
      document,
      content,
      'https://expertbridge.example/api/documents/x/pdf',
    );
    expect(html).toContain('Trusts &lt;and&gt; &quot;estates&quot;');
    expect(html).not.toContain('<and>');
    expect(html).toContain('Tāmaki Makaurau Auckland 1010');
    expect(html).toContain('The total includes GST of $30.00.');
  });
});
