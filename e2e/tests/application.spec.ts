import { expect, test, type Page } from '@playwright/test';
import { applicationPath, DEMO_INVITATIONS, fillAddress, fillContact, freshInvitation, section } from '../fixtures/application.ts';

const TEXAS = { address: '1 Main Street', city: 'Austin', zip: '78701', country: 'United States of America', state: 'Texas' };
const ONTARIO = { address: '20 King Street', city: 'Toronto', zip: 'M5V 2T6', country: 'Canada', state: 'Ontario' };

/** Fills every required field: the company, the primary contact and the first warehouse. */
async function fillRequired(page: Page) {
  const general = section(page, 'General');
  await general.getByRole('textbox', { name: 'Official company name' }).fill('E2E Furnishings LLC');
  await general.getByRole('textbox', { name: 'Doing business as' }).fill('E2E Furnishings');
  await general.getByRole('textbox', { name: 'Website' }).fill('https://e2e-furnishings.test');
  await fillAddress(general, TEXAS);
  await general.getByRole('spinbutton', { name: 'Lead time for small parcel (days)' }).fill('2');
  await general.getByRole('spinbutton', { name: 'Lead time for LTL shipments (days)' }).fill('7');
  await fillContact(section(page, 'Contact').getByRole('group', { name: 'Primary contact' }), {
    name: 'Dana Supplier',
    email: 'dana@e2e-furnishings.test',
    phone: '+1 512 555 0100',
  });
  const warehouse = section(page, 'Warehouse').getByRole('group', { name: 'Warehouse 1', exact: true });
  await fillAddress(warehouse, TEXAS);
  await fillContact(warehouse.getByRole('group', { name: 'Contact person' }), {
    name: 'Wes Warehouse',
    email: 'wes@e2e-furnishings.test',
    phone: '+1 512 555 0101',
  });
}

test.describe('supplier application', () => {
  test('fills and submits the whole form with two warehouses and returns accepted', async ({ page, request }) => {
    const token = await freshInvitation(request);
    await page.goto(applicationPath(token));
    await expect(page.getByRole('heading', { name: 'New supplier application' })).toBeVisible();
    await fillRequired(page);

    const warehouses = section(page, 'Warehouse');
    await warehouses.getByRole('button', { name: 'Add warehouse' }).click();
    const second = warehouses.getByRole('group', { name: 'Warehouse 2', exact: true });
    await fillAddress(second, ONTARIO);
    await second.getByRole('combobox', { name: 'Pickup from' }).selectOption({ label: '7:30 AM' });
    await second.getByRole('combobox', { name: 'Pickup to' }).selectOption({ label: '3:00 PM' });
    await fillContact(second.getByRole('group', { name: 'Contact person' }), {
      name: 'Tom Toronto',
      email: 'tom@e2e.test',
      phone: '416 555 0102',
    });

    const returns = section(page, 'Return warehouse');
    await returns.getByRole('checkbox', { name: 'Returns accepted' }).check();
    const returnWarehouse = returns.getByRole('group', { name: 'Return warehouse 1' });
    await fillAddress(returnWarehouse, TEXAS);
    await fillContact(returnWarehouse.getByRole('group', { name: 'Contact person' }), {
      name: 'Rita Returns',
      email: 'rita@e2e.test',
      phone: '512 555 0103',
    });

    await section(page, 'Additional notes (optional)').getByRole('textbox', { name: 'Notes' }).fill('We ship from two sites.');
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
    await expect(
      page.getByText(
        'Thank you for submitting your application, we will review your information and reach out shortly to discuss next steps.',
      ),
    ).toBeVisible();
    // The invitation is spent: opening the link again shows it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Application already submitted' })).toBeVisible();
  });

  test('a second submit with a spent invitation shows that the application was already submitted', async ({ browser, request }) => {
    const token = await freshInvitation(request);
    const first = await browser.newPage();
    const second = await browser.newPage();
    for (const page of [first, second]) {
      await page.goto(applicationPath(token));
      await fillRequired(page);
    }
    await first.getByRole('button', { name: 'Submit application' }).click();
    await expect(first.getByRole('heading', { name: 'Your application has been submitted' })).toBeVisible();
    await second.getByRole('button', { name: 'Submit application' }).click();
    await expect(second.getByRole('heading', { name: 'Application already submitted' })).toBeVisible();
    await first.close();
    await second.close();
  });

  test('copy primary contacts mirrors and disables the optional contacts; returns accepted enables the return warehouses', async ({
    page,
    request,
  }) => {
    await page.goto(applicationPath(await freshInvitation(request)));
    const contact = section(page, 'Contact');
    await fillContact(contact.getByRole('group', { name: 'Primary contact' }), { name: 'Dana', email: 'dana@e2e.test', phone: '555' });
    const copy = contact.getByRole('checkbox', { name: 'Use the primary contact for all contacts' });
    await copy.check();
    const support = contact.getByRole('group', { name: /Customer support/ });
    await expect(support.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('dana@e2e.test');
    await expect(support.getByRole('textbox', { name: 'Email', exact: true })).toBeDisabled();
    await copy.uncheck();
    await expect(support.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
    await expect(support.getByRole('textbox', { name: 'Email', exact: true })).toBeEnabled();

    const returns = section(page, 'Return warehouse');
    const city = returns.getByRole('group', { name: 'Return warehouse 1' }).getByRole('textbox', { name: 'City' });
    await expect(city).toBeDisabled();
    await returns.getByRole('checkbox', { name: 'Returns accepted' }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(city).toHaveAccessibleDescription('Field is required');
    await returns.getByRole('checkbox', { name: 'Returns accepted' }).uncheck();
    await expect(city).toBeDisabled();
    await expect(city).not.toHaveAccessibleDescription('Field is required');

    // Extra warehouses can be removed, the first cannot.
    const warehouses = section(page, 'Warehouse');
    await warehouses.getByRole('button', { name: 'Add warehouse' }).click();
    await expect(warehouses.getByRole('button', { name: 'Remove warehouse 1' })).toHaveCount(0);
    await warehouses.getByRole('button', { name: 'Remove warehouse 2' }).click();
    await expect(warehouses.getByRole('group', { name: 'Warehouse 2', exact: true })).toHaveCount(0);
  });

  test('each invitation state has its screen', async ({ page }) => {
    await page.goto(applicationPath(DEMO_INVITATIONS.expired));
    await expect(page.getByRole('heading', { name: 'Invitation has expired' })).toBeVisible();
    await expect(page.getByText('Contact us to receive a new one.')).toBeVisible();

    await page.goto(applicationPath(DEMO_INVITATIONS.applied));
    await expect(page.getByRole('heading', { name: 'Application already submitted' })).toBeVisible();
    await expect(page.getByText('Supplier application form has already been submitted. For any further changes contact us.')).toBeVisible();

    await page.goto(applicationPath(DEMO_INVITATIONS.open));
    await expect(page.getByRole('heading', { name: 'New supplier application' })).toBeVisible();

    await page.goto(applicationPath('not-an-invitation'));
    await expect(page.getByRole('heading', { name: '404 - Not Found' })).toBeVisible();

    await page.goto('/supplier-application');
    await expect(page).not.toHaveURL(/supplier-application/);
  });

  test('fits a narrow screen: one column, no sideways scrolling', async ({ page, request }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(applicationPath(await freshInvitation(request)));
    await expect(page.getByRole('heading', { name: 'New supplier application' })).toBeVisible();
    const general = section(page, 'General');
    const city = await general.getByRole('textbox', { name: 'City' }).boundingBox();
    const zip = await general.getByRole('textbox', { name: 'ZIP' }).boundingBox();
    expect(zip!.y).toBeGreaterThan(city!.y + city!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const submit = page.getByRole('button', { name: 'Submit application' });
    await submit.scrollIntoViewIfNeeded();
    await expect(submit).toBeInViewport();
  });
});
