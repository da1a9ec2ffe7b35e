import { deflateSync } from 'node:zlib';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT, DEMO_INVESTOR, signInWithPassword } from '../support/accounts';

/** A one-page PDF, written out here so the test needs no fixture files. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** A 1×1 PNG assembled from its chunks. */
function png(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 40, 120, 200]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const row = (page: Page, name: string) => page.getByTestId('file-room-row').filter({ hasText: name });

async function investorPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInWithPassword(page, DEMO_INVESTOR.email, DEMO_INVESTOR.password);
  return page;
}

test('the client uploads, previews, organises, deletes and shares files; the investor sees the shared one', async ({
  page,
  browser,
}) => {
  await signInWithPassword(page, DEMO_CLIENT.email, DEMO_CLIENT.password);
  await page.goto('/settings/file-room');
  await expect(page.getByRole('heading', { name: 'Upload files' })).toBeVisible();

  // Two files at once, into a folder; each shows its own progress until it is uploaded.
  await page.getByRole('combobox', { name: 'Folder', exact: true }).fill('Due diligence');
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'Pitch deck.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'Logo.png', mimeType: 'image/png', buffer: png() },
  ]);
  await expect(page.getByRole('progressbar', { name: 'Upload of Pitch deck.pdf' })).toBeVisible();
  await expect(page.getByTestId('file-room-upload').filter({ hasText: 'Uploaded' })).toHaveCount(2);
  await expect(row(page, 'Pitch deck.pdf')).toContainText('Due diligence');
  await expect(row(page, 'Logo.png')).toBeVisible();

  // The PDF previews in a frame.
  await row(page, 'Pitch deck.pdf').getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Pitch deck.pdf' });
  await expect(preview.locator('iframe[title="Preview of Pitch deck.pdf"]')).toHaveAttribute('src', /^blob:/);
  await page.keyboard.press('Escape');

  // Moved into a sub-folder and tagged.
  await row(page, 'Pitch deck.pdf').getByRole('button', { name: 'Actions for Pitch deck.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit file' });
  await edit.getByRole('textbox', { name: 'Folder', exact: true }).fill('Due diligence/2026');
  await edit.getByRole('combobox', { name: 'Tags' }).fill('legal');
  await edit.getByRole('combobox', { name: 'Tags' }).press('Enter');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, 'Pitch deck.pdf')).toContainText('Due diligence/2026');
  await expect(row(page, 'Pitch deck.pdf')).toContainText('legal');

  // Deleting asks first.
  await row(page, 'Logo.png').getByRole('button', { name: 'Delete: Logo.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete file?' });
  await expect(confirm).toContainText('“Logo.png” will be removed');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'Logo.png')).toHaveCount(0);

  // Shared for the asset on the market: its investors see it.
  await row(page, 'Pitch deck.pdf').getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share “Pitch deck.pdf”' });
  await share.getByRole('combobox', { name: 'Investors of an asset' }).click();
  await page
    .getByRole('option', { name: /on the market$/ })
    .first()
    .click();
  await share.getByRole('button', { name: 'Share for this asset' }).click();
  await expect(share.getByRole('button', { name: /^Stop sharing with Asset/ })).toBeVisible();
  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row(page, 'Pitch deck.pdf')).toContainText('on the market');

  const investor = await investorPage(browser);
  await investor.goto('/settings/file-room?lang=de');
  const files = investor.getByRole('region', { name: /^Dateien von / });
  const pitchDeck = files.getByTestId('shared-file-row').filter({ hasText: 'Pitch deck.pdf' });
  await expect(pitchDeck).toBeVisible();
  await expect(files).toContainText('am Markt');
  await expect(investor.getByText('Logo.png')).toHaveCount(0);
  await pitchDeck.getByRole('button', { name: 'Vorschau' }).click();
  await expect(investor.locator('iframe[title="Vorschau von Pitch deck.pdf"]')).toHaveAttribute(
    'src',
    /^blob:/,
  );
});
