import { expect, test } from '@playwright/test';

test('the portal greets suppliers', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Suppliers, welcome!' })).toBeVisible();
});
