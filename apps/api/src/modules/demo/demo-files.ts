import { Readable } from 'node:stream';
import { type PdfLine, simplePdfBytes } from '@tranche/providers';
import type { Container } from '../../container';
import { shareFile } from '../files/file-room.service';
import { saveUpload } from '../files/files.service';

interface DemoDocument {
  fileName: string;
  folder: string;
  tags: string[];
  title: string;
  lines: PdfLine[];
}

const COMPANY = 'Northwind Analytics GmbH';

/** The demo client's documents: what a finance lead keeps ready for due diligence. No figures. */
const DOCUMENTS: DemoDocument[] = [
  {
    fileName: 'Annual accounts 2025.pdf',
    folder: 'Finance/2025',
    tags: ['annual accounts', 'audited'],
    title: 'Annual accounts 2025',
    lines: [
      { text: COMPANY, size: 18, bold: true, gap: 28 },
      { text: 'Annual financial statements for the year ended 31 December 2025', bold: true, gap: 30 },
      { text: 'Contents' },
      { text: '1. Balance sheet' },
      { text: '2. Profit and loss account' },
      { text: '3. Notes to the financial statements' },
      { text: "4. Auditor's report", gap: 30 },
      { text: 'Prepared for investors in due diligence; figures as filed with the register.' },
    ],
  },
  {
    fileName: 'Commercial register extract.pdf',
    folder: 'Legal',
    tags: ['KYB'],
    title: 'Commercial register extract',
    lines: [
      { text: 'Extract from the commercial register', size: 18, bold: true, gap: 28 },
      { text: `Company: ${COMPANY}` },
      { text: 'Legal form: Gesellschaft mit beschraenkter Haftung (GmbH)' },
      { text: 'Seat: Berlin' },
      { text: 'Business: development and operation of analytics software (NACE 62.01)', gap: 30 },
      { text: 'Managing director: Demo Client' },
    ],
  },
  {
    fileName: 'Customer contract template.pdf',
    folder: 'Legal/Contracts',
    tags: ['contracts', 'template'],
    title: 'Customer subscription agreement (template)',
    lines: [
      { text: 'Subscription agreement', size: 18, bold: true, gap: 28 },
      { text: `Between ${COMPANY} ("Provider") and the Customer named in the order form.`, gap: 26 },
      { text: '1. Subscription term: monthly or yearly, renewing unless cancelled.' },
      { text: '2. Fees: payable in advance for each billing period.' },
      { text: '3. Cancellation: at the end of the current billing period.' },
      { text: '4. Assignment: the Provider may assign receivables under this agreement.' },
    ],
  },
];

/**
 * The demo client's file room: three PDFs in folders with tags, saved through the upload path (the
 * store, the content check, the row), the annual accounts shared with the investors of the asset
 * on the market, so the demo investor sees a shared file too.
 */
export async function seedDemoFiles(
  container: Container,
  owner: { accountId: string; sub: string },
  openAssetId: string,
): Promise<void> {
  const date = new Date('2026-03-31T00:00:00Z');
  for (const [index, document] of DOCUMENTS.entries()) {
    const bytes = await simplePdfBytes({
      title: document.title,
      producer: 'Tranche demo',
      date,
      lines: document.lines,
      footer: 'A document of the Tranche demo company: not a real filing.',
    });
    const saved = await saveUpload(
      container,
      owner,
      {
        fileName: document.fileName,
        contentType: 'application/pdf',
        stream: Readable.from([Buffer.from(bytes)]),
        truncated: () => false,
      },
      'file-room',
      { folder: document.folder, tags: document.tags },
    );
    if (index === 0) await shareFile(container, owner, saved.id, { assetId: openAssetId });
  }
}
