// Renders one receipt, one commission invoice and one payout statement as the API renders them (pdfkit), then
// draws each PDF's first page with pdf.js in Chromium and saves it as docs/screenshots/tax-*.png.
// Run from the repository's root: npx tsx api/scripts/document-screenshots.ts (CHROMIUM_PATH overrides the browser).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  commissionInvoiceContent,
  receiptContent,
  type DocumentContent,
  type DocumentKind,
  type PlatformDetails,
} from '../src/modules/documents/document-content.js';
import { payoutStatementContent } from '../src/modules/documents/statement-content.js';
import { renderDocumentPdf } from '../src/modules/documents/document-pdf.js';

const require = createRequire(import.meta.url);
const out = (name: string) =>
  fileURLToPath(new URL(`../../docs/screenshots/${name}`, import.meta.url));

const platform: PlatformDetails = {
  legalName: 'ExpertBridge Limited',
  address: 'Level 2, 12 Queen Street\nTāmaki Makaurau Auckland 1010\nNew Zealand',
  nzGstNumber: '123-456-785',
  abn: '51 824 753 556',
};
const expert = {
  legalName: 'Aroha Ngata',
  address: '12 Queen Street\nTāmaki Makaurau Auckland 1010',
  country: 'NZ' as const,
  gstRegistered: true,
  taxNumber: '49-091-850',
};
const consultation = {
  id: '5d6c1f0e-8a3b-4e2f-9c1d-7b6a5e4d3c2b',
  title: 'Restructuring a family trust',
  scheduledAt: new Date('2026-11-24T01:00:00Z'),
  durationMinutes: 90,
  method: 'video' as const,
  currency: 'NZD' as const,
  timeZone: 'Pacific/Auckland',
};
const issuedAt = '2026-11-26T02:15:00.000Z';

function taxDocument(id: string, kind: DocumentKind, number: string, content: DocumentContent) {
  return {
    id,
    kind,
    number,
    title: content.title,
    issuedAt,
    currency: 'NZD' as const,
    total: content.total,
    gst: content.gst,
    consultationId: consultation.id,
    refersTo: null,
    period: null,
    issuer: content.issuer,
    recipient: content.recipient,
    lines: content.lines,
    notes: content.notes,
    pdfUrl: `/api/documents/${id}/pdf`,
  };
}

const total = 115_000;
const receipt = receiptContent({
  consultation,
  supplier: expert,
  buyer: {
    name: 'Charlotte Ngata',
    businessName: 'Ngata Whānau Trust',
    country: 'NZ',
    taxNumber: '123-456-785',
  },
  platform,
  total,
});
const invoice = commissionInvoiceContent({ consultation, expert, platform, commission: 17_250 });
const statement = payoutStatementContent({
  consultation,
  expert,
  platform,
  gross: total,
  refunds: 0,
  commission: { amount: invoice.total, gst: invoice.gst, number: 'CI-000042' },
  net: total - invoice.total,
  transferReference: consultation.id,
});

const documents = [
  {
    file: 'tax-receipt.png',
    doc: taxDocument('7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'receipt', 'RC-000042', receipt),
    content: receipt,
  },
  {
    file: 'tax-commission-invoice.png',
    doc: taxDocument(
      '8b2f3c4d-5e6f-4071-9b8c-0d1e2f3a4b5c',
      'commission_invoice',
      'CI-000042',
      invoice,
    ),
    content: invoice,
  },
  {
    file: 'tax-payout-statement.png',
    doc: taxDocument(
      '9c3a4d5e-6f70-4182-8c9d-1e2f3a4b5c6d',
      'payout_statement',
      'PS-000042',
      statement,
    ),
    content: statement,
  },
];

const pdfjsDir = require.resolve('pdfjs-dist/build/pdf.mjs').replace(/pdf\.mjs$/, '');
const pdfs = new Map<string, Buffer>();
for (const { file, doc, content } of documents)
  pdfs.set(file, await renderDocumentPdf(doc, content));

const page = `<!doctype html><html><body style="margin:0;background:#eee">
<canvas id="page" style="display:block;margin:0 auto;background:white"></canvas>
<script type="module">
  import * as pdfjs from '/pdfjs/pdf.mjs';
  pdfjs.GlobalWorkerOptions.workerSrc = '/pdfjs/pdf.worker.mjs';
  const name = new URLSearchParams(location.search).get('file');
  const pdf = await pdfjs.getDocument('/pdf/' + name).promise;
  const first = await pdf.getPage(1);
  const viewport = first.getViewport({ scale: 1.6 });
  const canvas = document.getElementById('page');
  canvas.width = viewport.width;
  canvas.height = viewport.height * 0.62;
  await first.render({ canvas, viewport }).promise;
  document.body.dataset.ready = 'yes';
</script></body></html>`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/pdfjs/')) {
    response.setHeader('Content-Type', 'text/javascript');
    response.end(readFileSync(pdfjsDir + url.pathname.slice('/pdfjs/'.length)));
  } else if (url.pathname.startsWith('/pdf/')) {
    response.setHeader('Content-Type', 'application/pdf');
    response.end(pdfs.get(url.pathname.slice('/pdf/'.length)));
  } else {
    response.setHeader('Content-Type', 'text/html');
    response.end(page);
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  for (const { file } of documents) {
    await tab.goto(`http://127.0.0.1:${port}/?file=${file}`);
    await tab.waitForSelector('body[data-ready="yes"]');
    await tab.locator('#page').screenshot({ path: out(file) });
    process.stdout.write(`wrote docs/screenshots/${file}\n`);
  }
} finally {
  await browser.close();
  server.close();
}
