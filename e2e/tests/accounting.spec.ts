// Accounting with the seeded demo: issue credit for two requests of the test's own (raised through the dev call, as
// the marketplace would), see them leave the list and the memo appear, download the memo back byte for byte; the
// notes dialog downloads a seeded file; the navigation item goes with the CreditRequests flag.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, startSession } from '../fixtures/session.ts';

async function openSignedIn(page: Page, path: string) {
  await startSession(page, ADMIN);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

const bearer = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access-token'))}` });

/** A small real PDF (header, one empty page, trailer): the server checks the bytes, not the name. */
function memoPdf(marker: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = `%PDF-1.4\n% ${marker}\n`;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const filterParam = (model: unknown) => `filter=${encodeURIComponent(JSON.stringify(model))}`;

test.describe('accounting', () => {
  test('issues credit for two selected requests with a PDF: they leave the list, the memo appears and downloads back', async ({ page }) => {
    await openSignedIn(page, '/');
    const reason = `E2E credit ${Date.now()}`;
    const raised = await page.request.post('/api/dev/accounting/credit-requests', {
      headers: await bearer(page),
      data: { count: 2, reason },
    });
    expect(raised.status()).toBe(200);
    const requests = (await raised.json()) as { id: number; purchaseOrderNumber: string }[];
    expect(requests).toHaveLength(2);

    const byReason = filterParam({ reasonForCredit: { filterType: 'text', type: 'contains', filter: reason } });
    await page.goto(`/accounting/credit-requests?${byReason}`);
    await expect(page.getByRole('heading', { name: 'Credit requests' })).toBeVisible();
    const issue = page.getByRole('button', { name: 'Issue Credit' });
    await expect(page.getByRole('row').filter({ hasText: reason })).toHaveCount(2);
    await expect(issue).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await expect(page.getByText('2 selected')).toBeVisible();
    await issue.click();

    const dialog = page.getByRole('dialog', { name: 'Issue Credit' });
    for (const r of requests) {
      await expect(dialog.getByRole('textbox', { name: `Original amount of ${r.purchaseOrderNumber}` })).toHaveValue(/^\$1\d\.50$/);
    }
    await dialog.getByRole('textbox', { name: `Adjusted amount of ${requests[0]!.purchaseOrderNumber}` }).fill('10.25');
    const memoNumber = `CM-E2E-${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Credit memo number' }).fill(memoNumber);
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Issued by the E2E test');
    const pdf = memoPdf(memoNumber);
    await dialog.getByTestId('credit-memo-file').setInputFiles({ name: 'credit-memo.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(dialog.getByText('100%')).toBeVisible();
    await dialog.getByRole('button', { name: 'Issue credit' }).click();
    await expect(page.getByText('Credit issued successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No records found')).toBeVisible();

    const byMemo = filterParam({ memoNumber: { filterType: 'text', type: 'equals', filter: memoNumber } });
    await page.goto(`/accounting/credit-memos?${byMemo}`);
    await expect(page.getByRole('heading', { name: 'Credit memos' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: memoNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(requests[0]!.purchaseOrderNumber);
    const downloading = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download credit memo ${memoNumber}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('credit-memo.pdf');
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

    await row.getByRole('button', { name: `Expand RMA details of ${memoNumber}` }).click();
    const details = page.getByRole('region', { name: `RMA details of ${memoNumber}` });
    await expect(details.getByRole('columnheader', { name: 'RMA number' })).toBeVisible();
    await expect(details.getByText(/^RMA-E2E-/)).toHaveCount(2);
  });

  test('RMA details open in place under their row, keyboard first, with the next row still visible below', async ({ page }) => {
    await openSignedIn(page, '/');
    const res = await page.request.get('/api/accounting/supplier-credit-requests?limit=50', { headers: await bearer(page) });
    const rows = (await res.json()) as { purchaseOrderNumber: string; rmaDetails: { rmaNumber: string }[] }[];
    // the seed alternates customer returns (with an RMA) and agreements: one of the first rows has details
    const at = rows.findIndex((r, i) => i < 5 && r.rmaDetails.length > 0);
    expect(at).toBeGreaterThanOrEqual(0);
    const [po, nextPo] = [rows[at]!.purchaseOrderNumber, rows[at + 1]!.purchaseOrderNumber];
    await page.goto('/accounting/credit-requests');
    const row = page.getByRole('row').filter({ hasText: po });
    const next = page.getByRole('row').filter({ hasText: nextPo });
    const toggle = row.getByRole('button', { name: `Expand RMA details of ${po}` });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('region', { name: `RMA details of ${po}` });
    await expect(details.getByText(rows[at]!.rmaDetails[0]!.rmaNumber)).toBeVisible();
    await expect(row.getByRole('button', { name: `Collapse RMA details of ${po}` })).toHaveAttribute('aria-expanded', 'true');
    // in place: right under its row, and the next row moved down below it, not covered
    const [rowBox, detailsBox, nextBox] = await Promise.all([row.boundingBox(), details.boundingBox(), next.boundingBox()]);
    expect(Math.abs(detailsBox!.y - (rowBox!.y + rowBox!.height))).toBeLessThanOrEqual(2);
    expect(nextBox!.y).toBeGreaterThanOrEqual(detailsBox!.y + detailsBox!.height - 1);
    await expect(next).toBeInViewport();
    await row.getByRole('button', { name: `Collapse RMA details of ${po}` }).click();
    await expect(details).toHaveCount(0);
    expect((await next.boundingBox())!.y).toBeLessThan(nextBox!.y);
  });

  test('the notes dialog lists owner and comment and downloads a note file', async ({ page }) => {
    await openSignedIn(page, '/');
    const res = await page.request.get('/api/accounting/supplier-credit-requests?limit=200', { headers: await bearer(page) });
    const rows = (await res.json()) as { purchaseOrderNumber: string; notes: { fileNames: string[] }[] }[];
    const withFile = rows.find((r) => r.notes.some((n) => n.fileNames.length > 0));
    expect(withFile).toBeDefined();
    const po = withFile!.purchaseOrderNumber;
    await page.goto(
      `/accounting/credit-requests?${filterParam({ purchaseOrderNumber: { filterType: 'text', type: 'equals', filter: po } })}`,
    );
    await page
      .getByRole('row')
      .filter({ hasText: po })
      .first()
      .getByRole('button', { name: `View notes of ${po}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Notes: ${po}` });
    await expect(dialog.getByText('Customer support')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'return-photos.pdf' }).first().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('return-photos.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('the Accounting navigation item (Credit requests, Credit memos) exists only with CreditRequests on', async ({ page }) => {
    await openSignedIn(page, '/');
    const nav = page.getByRole('list', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Accounting' }).click();
    await expect(nav.getByRole('link', { name: 'Credit requests' })).toBeVisible();
    await nav.getByRole('link', { name: 'Credit memos' }).click();
    await expect(page).toHaveURL(/\/accounting\/credit-memos$/);
    await expect(page.getByRole('heading', { name: 'Credit memos' })).toBeVisible();

    await page.route('**/api/feature-flags/values', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ CreditRequests: false }) }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Accounting' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Credit requests' })).toHaveCount(0);
  });
});
