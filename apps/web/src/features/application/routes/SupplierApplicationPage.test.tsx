import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_TEXTS } from '@portal/contracts';
import { currentPath, jsonResponse, mockApi, renderApp } from '../../../test/render-app.tsx';

const invitation = (state: 'Open' | 'Expired' | 'Applied') => ({
  id: 1,
  createdOn: '2026-01-01T00:00:00.000Z',
  expiredOn: '2026-12-01T00:00:00.000Z',
  invitationToken: 'tok',
  hasApplication: state === 'Applied',
  notFound: false,
  state,
  contactEmail: 'onboarding@marketplace.example',
});

const lists = {
  'GET /api/countries': () =>
    jsonResponse(200, [
      { value: 'CA', label: 'Canada' },
      { value: 'US', label: 'United States of America' },
    ]),
  'GET /api/countries/US/states': () => jsonResponse(200, [{ value: 'TX', label: 'Texas' }]),
  'GET /api/countries/CA/states': () => jsonResponse(200, [{ value: 'ON', label: 'Ontario' }]),
};

describe('supplier application page', () => {
  it('sends a missing token to root', async () => {
    mockApi({ 'GET /api/current-user': () => jsonResponse(401, { title: 'Unauthorized', status: 401 }) });
    const { router } = renderApp('/supplier-application');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/supplier-application'));
  });

  it('shows the not-found page for an unknown invitation', async () => {
    mockApi({ 'GET /api/supplier-invitation/nope': () => jsonResponse(404, { title: 'Not Found', status: 404 }) });
    renderApp('/supplier-application?token=nope');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeVisible();
  });

  it.each([
    ['Expired', APPLICATION_TEXTS.expiredTitle, APPLICATION_TEXTS.expiredText],
    ['Applied', APPLICATION_TEXTS.appliedTitle, APPLICATION_TEXTS.appliedText],
  ] as const)('shows the %s invitation message', async (state, title, text) => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation(state)) });
    renderApp('/supplier-application?token=tok');
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
  });

  it('says whom to write to for a new invitation when it has expired', async () => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Expired')) });
    renderApp('/supplier-application?token=tok');
    const link = await screen.findByRole('link', { name: 'onboarding@marketplace.example' });
    expect(link).toHaveAttribute('href', 'mailto:onboarding@marketplace.example');
  });

  it('shows the form with its sections for an open invitation', async () => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')), ...lists });
    const { router } = renderApp('/supplier-application?token=tok');
    expect(await screen.findByRole('heading', { name: APPLICATION_TEXTS.title })).toBeVisible();
    for (const name of ['General', 'Contact', 'Warehouse', 'Return warehouse', 'Additional notes (optional)'])
      expect(screen.getByRole('region', { name })).toBeVisible();
    expect(screen.getByRole('button', { name: APPLICATION_TEXTS.submit })).toBeVisible();
    expect(currentPath(router)).toBe('/supplier-application?token=tok');
  });

  it('mirrors the primary contact into the disabled optional contacts and empties them when unchecked', async () => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')), ...lists });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const primary = within(contact).getByRole('group', { name: 'Primary contact' });
    await user.type(within(primary).getByRole('textbox', { name: 'Name' }), 'Dana');
    await user.click(within(contact).getByRole('checkbox', { name: 'Use the primary contact for all contacts' }));
    const manager = within(contact).getByRole('group', { name: /Account manager/ });
    expect(within(manager).getByRole('textbox', { name: 'Name' })).toHaveValue('Dana');
    expect(within(manager).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await user.type(within(primary).getByRole('textbox', { name: 'Name' }), 'x');
    expect(within(manager).getByRole('textbox', { name: 'Name' })).toHaveValue('Danax');
    await user.click(within(contact).getByRole('checkbox', { name: 'Use the primary contact for all contacts' }));
    expect(within(manager).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(manager).getByRole('textbox', { name: 'Name' })).toBeEnabled();
  });

  it('enables the return warehouses only while returns are accepted, resetting them when unchecked', async () => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')), ...lists });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    const returns = await screen.findByRole('region', { name: 'Return warehouse' });
    const city = () => within(within(returns).getByRole('group', { name: 'Return warehouse 1' })).getByRole('textbox', { name: 'City' });
    expect(city()).toBeDisabled();
    await user.click(within(returns).getByRole('checkbox', { name: 'Returns accepted' }));
    expect(city()).toBeEnabled();
    await user.type(city(), 'Austin');
    await user.click(within(returns).getByRole('button', { name: 'Add return warehouse' }));
    expect(within(returns).getByRole('group', { name: 'Return warehouse 2' })).toBeVisible();
    await user.click(within(returns).getByRole('checkbox', { name: 'Returns accepted' }));
    expect(city()).toHaveValue('');
    expect(city()).toBeDisabled();
    expect(within(returns).queryByRole('group', { name: 'Return warehouse 2' })).toBeNull();
  });

  it('clears the state when the country changes and resets an invalid pickup-to', async () => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')), ...lists });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    const general = await screen.findByRole('region', { name: 'General' });
    const country = within(general).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(country).getByRole('option', { name: 'Canada' })).toBeInTheDocument());
    await user.selectOptions(country, 'US');
    const state = within(general).getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
    await user.selectOptions(state, 'TX');
    await user.selectOptions(country, 'CA');
    expect(state).toHaveValue('');

    const warehouse = within(screen.getByRole('region', { name: 'Warehouse' })).getByRole('group', { name: 'Warehouse 1' });
    const to = within(warehouse).getByRole('combobox', { name: 'Pickup to' });
    expect(to).toHaveValue('17:00');
    expect(within(to).getByRole('option', { name: '5:00 PM' })).toBeInTheDocument();
    await user.selectOptions(within(warehouse).getByRole('combobox', { name: 'Pickup from' }), '18:00');
    expect(to).toHaveValue('18:30');
    expect(within(to).queryByRole('option', { name: '5:00 PM' })).toBeNull();
  });

  it('shows the field messages of the shared schema on submit', async () => {
    mockApi({ 'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')), ...lists });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: APPLICATION_TEXTS.submit }));
    const general = screen.getByRole('region', { name: 'General' });
    expect(await within(general).findAllByText('Field is required')).not.toHaveLength(0);
    expect(within(general).getByRole('textbox', { name: 'Official company name' })).toHaveAccessibleDescription('Field is required');
  });
});

describe('supplier application submit', () => {
  type User = ReturnType<typeof userEvent.setup>;
  // the long form is filled as a person pastes: one input event per field, not one render per character (typing
  // character by character is tested above, on the fields whose rules read each keystroke)
  const fill = async (user: User, field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  const fillAddress = async (user: User, scope: HTMLElement) => {
    await fill(user, within(scope).getByRole('textbox', { name: 'Address' }), '1 Main Street');
    await fill(user, within(scope).getByRole('textbox', { name: 'City' }), 'Austin');
    await fill(user, within(scope).getByRole('textbox', { name: 'ZIP' }), '78701');
    const country = within(scope).getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(within(country).getByRole('option', { name: 'United States of America' })).toBeInTheDocument());
    await user.selectOptions(country, 'US');
    const state = within(scope).getByRole('combobox', { name: 'State' });
    await waitFor(() => expect(within(state).getByRole('option', { name: 'Texas' })).toBeInTheDocument());
    await user.selectOptions(state, 'TX');
  };
  const fillContact = async (user: User, scope: HTMLElement) => {
    await fill(user, within(scope).getByRole('textbox', { name: 'Name' }), 'Dana');
    await fill(user, within(scope).getByRole('textbox', { name: 'Email' }), 'dana@supplier.test');
    await fill(user, within(scope).getByRole('textbox', { name: 'Phone' }), '555');
  };
  async function fillRequired(user: User) {
    const general = await screen.findByRole('region', { name: 'General' });
    await fill(user, within(general).getByRole('textbox', { name: 'Official company name' }), 'Supplier LLC');
    await fill(user, within(general).getByRole('textbox', { name: 'Doing business as' }), 'Supplier');
    await fill(user, within(general).getByRole('textbox', { name: 'Website' }), 'https://supplier.test');
    await fillAddress(user, general);
    await fill(user, within(general).getByRole('spinbutton', { name: 'Lead time for small parcel (days)' }), '2');
    await fill(user, within(general).getByRole('spinbutton', { name: 'Lead time for LTL shipments (days)' }), '20');
    await fillContact(user, within(screen.getByRole('region', { name: 'Contact' })).getByRole('group', { name: 'Primary contact' }));
    const warehouse = within(screen.getByRole('region', { name: 'Warehouse' })).getByRole('group', { name: 'Warehouse 1' });
    await fillAddress(user, warehouse);
    await fillContact(user, within(warehouse).getByRole('group', { name: 'Contact person' }));
  }

  it('sends the request without copyPrimaryContacts, blank contacts or return warehouses, then shows the success texts', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi({
      'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')),
      ...lists,
      'POST /api/supplier-applications': (init) => {
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return jsonResponse(200, 7);
      },
    });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: APPLICATION_TEXTS.submit }));
    const heading = await screen.findByRole('heading', { name: APPLICATION_TEXTS.successTitle });
    expect(heading).toHaveFocus();
    expect(screen.getByText(APPLICATION_TEXTS.successText)).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('copyPrimaryContacts');
    expect(bodies[0]).not.toHaveProperty('accountManagerContact');
    expect(bodies[0]).toMatchObject({
      invitationToken: 'tok',
      leadTimes: { leadTimesForSmallParcelInDays: 2, leadTimesForLTLShipmentsInDays: 20 },
      returnsAccepted: false,
      returnWarehouses: [],
      warehouses: [{ pickupFrom: '09:00', pickupTo: '17:00', address: { country: 'US', state: 'TX' } }],
    });
  });

  it('puts a server field message under its field', async () => {
    mockApi({
      'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation('Open')),
      ...lists,
      'POST /api/supplier-applications': () =>
        jsonResponse(400, {
          title: 'Bad Request',
          status: 400,
          detail: 'Some fields are incomplete or incorrect.',
          errors: { '$.warehouses[0].address.state': ['Select a state of the chosen country'] },
        }),
    });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: APPLICATION_TEXTS.submit }));
    const warehouse = within(screen.getByRole('region', { name: 'Warehouse' })).getByRole('group', { name: 'Warehouse 1' });
    await waitFor(() =>
      expect(within(warehouse).getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription(
        'Select a state of the chosen country',
      ),
    );
  });

  it('shows "Application already submitted" when the submit finds the invitation spent', async () => {
    let state: 'Open' | 'Applied' = 'Open';
    mockApi({
      'GET /api/supplier-invitation/tok': () => jsonResponse(200, invitation(state)),
      ...lists,
      'POST /api/supplier-applications': () => {
        state = 'Applied';
        return jsonResponse(409, {
          title: 'Conflict',
          status: 409,
          detail: 'An application has already been submitted with this invitation.',
        });
      },
    });
    renderApp('/supplier-application?token=tok');
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: APPLICATION_TEXTS.submit }));
    expect(await screen.findByRole('heading', { name: APPLICATION_TEXTS.appliedTitle })).toHaveFocus();
  });
});
