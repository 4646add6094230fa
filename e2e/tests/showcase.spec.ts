// /web-design as a visual test: the page in the light and dark palettes, wide and at 768 px, screenshotted (attached to
// the report), and no visible control without an accessible name.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, signIn } from '../fixtures/session.ts';

// everything a user can operate: native controls and ARIA widgets
const CONTROLS = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="combobox"]',
  '[role="textbox"]',
  '[role="menuitem"]',
  '[role="tab"]',
  '[role="slider"]',
]
  // not in the accessibility tree (MUI's select keeps a hidden native input for forms)
  .map((selector) => `${selector}:not([aria-hidden="true"])`)
  .join(', ');

async function openShowcase(page: Page) {
  await page.goto(`/login?returnUrl=${encodeURIComponent('/web-design')}`);
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Web design' })).toBeVisible();
  // the grid's sample rows and the walkthrough's first step are drawn
  await expect(page.getByText('PO-10421')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Import trackings' })).toBeVisible();
}

/** Every visible control under `root` has a name (a modal dialog hides the rest of the page, so check inside it). */
async function expectEveryControlNamed(root: Page | Locator, atLeast = 40) {
  const controls = root.locator(CONTROLS).filter({ visible: true });
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const html = await control.evaluate((el) => el.outerHTML.slice(0, 160));
    await expect.soft(control, `control without an accessible name: ${html}`).toHaveAccessibleName(/\S/, { timeout: 1000 });
  }
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

test.describe('design showcase', () => {
  for (const width of [1440, 768]) {
    test(`at ${width} px: both palettes render, are screenshotted and name every control`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openShowcase(page);
      const toggle = page.getByRole('switch', { name: 'Dark palette' });
      await expect(toggle).not.toBeChecked();
      const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await expectEveryControlNamed(page);
      await screenshot(page, testInfo, `web-design-${width}-light.png`);

      await toggle.check();
      await expect(toggle).toBeChecked();
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBackground);
      expect(await page.evaluate(() => localStorage.getItem('palette-mode'))).toBe('dark');
      await expectEveryControlNamed(page);
      await screenshot(page, testInfo, `web-design-${width}-dark.png`);
    });
  }

  test('opens each dialog width of the spec, and every dialog control is named', async ({ page }) => {
    await openShowcase(page);
    for (const [size, px] of [
      ['sm', 400],
      ['md', 480],
      ['lg', 540],
      ['xl', 680],
      ['xxl', 1200],
    ] as const) {
      await page.getByRole('button', { name: `Open ${size} dialog (${px} px)` }).click();
      const dialog = page.getByRole('dialog', { name: `Dialog ${size} (${px} px)` });
      await expect(dialog).toBeVisible();
      const box = await page.locator('.MuiDialog-paper').boundingBox();
      expect(Math.round(box!.width)).toBe(px);
      await expectEveryControlNamed(dialog, 2);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});
