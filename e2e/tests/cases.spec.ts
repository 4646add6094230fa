// A support case end to end (docs/decisions/cases.md): a supplier's user opens a case about an order (through the
// API, as the Support list's "Open a case" is still to come), opens it from the Support list, the operator answers
// and the answer arrives on the open page without a reload and by mail with the case's link; the supplier replies.
import { expect, test } from '@playwright/test';
import { CLERK, nextMail, readOutbox, signedIn, tokenOf } from '../fixtures/session.ts';

test('the operator answers a case and the supplier sees it live and by mail, then replies', async ({ page, request }) => {
  const clerk = await tokenOf(request, CLERK);
  const orders = await request.get('/api/order-summaries', { headers: clerk, params: { limit: 1, offset: 0 } });
  const [order] = (await orders.json()) as { id: number; orderIdForSearch: string }[];
  const categories = (await (await request.get('/api/cases/categories', { headers: clerk })).json()) as { categoryId: number }[];
  const opened = await request.post('/api/cases', {
    headers: clerk,
    data: {
      categoryId: categories[0]!.categoryId,
      subject: 'Street name is wrong',
      message: 'Please use Main Street.',
      link: { kind: 'order', id: order!.id },
    },
  });
  expect(opened.status()).toBe(201);
  const { caseId, caseNumber } = (await opened.json()) as { caseId: number; caseNumber: string };

  await signedIn(page, CLERK, /Welcome/);
  await page.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: caseNumber }).click();
  await expect(page.getByRole('heading', { name: `Case ${caseNumber}`, level: 1 })).toBeVisible();
  await expect(page.getByText('New', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order ${order!.orderIdForSearch}` })).toBeVisible();
  // a mark on the page's window: gone if the page reloads
  await page.evaluate('window.__caseOpen = true');

  const mails = (await readOutbox(request, CLERK)).length;
  const operator = await tokenOf(request, 'ops@marketplace.test');
  const answered = await request.post(`/api/ops/cases/${caseId}/answers`, {
    headers: operator,
    data: { body: 'Corrected: Main Street it is.' },
  });
  expect(answered.status()).toBe(200);

  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Corrected: Main Street it is.')).toBeVisible();
  await expect(page.getByText('Waiting on you')).toBeVisible();
  expect(await page.evaluate('window.__caseOpen')).toBe(true);
  const mail = await nextMail(request, CLERK, mails);
  expect(mail.subject).toBe(`Answer on ${caseNumber}: Street name is wrong`);
  expect(mail.text).toContain(`/support/cases/${caseId}`);

  await page.getByRole('textbox', { name: 'Your message' }).fill('Thank you, that works.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages.getByText('Thank you, that works.')).toBeVisible();
  await expect(page.getByText('Waiting on the marketplace')).toBeVisible();
});
