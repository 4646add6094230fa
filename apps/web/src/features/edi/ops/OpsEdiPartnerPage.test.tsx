// The console's partner setup without a server: a new partner's form (test mode on, every document), the contracts'
// rules on the fields before any call, the API's refusal landing on its field, and the saved partner shown again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EDI_PARTNER_MESSAGES, type EdiTradingPartner } from '@portal/contracts';
import { jsonResponse, renderApp } from '../../../test/render-app.tsx';
import { operatorApi } from '../../../test/operator-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const SAVED: EdiTradingPartner = {
  partnerId: 4,
  isaQualifier: 'ZZ',
  isaId: 'INTEGRATED',
  gsId: null,
  documents: ['850', '855', '997'],
  enabled: true,
  testMode: false,
  updatedOn: '2026-12-02T12:00:00.000Z',
};

describe('/ops/suppliers/:id/edi', () => {
  it("checks the fields with the contracts' words, shows the API's refusal on its field, saves", async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    operatorApi({
      'GET /api/ops/suppliers/2/edi-partner': () => jsonResponse(200, null),
      'PUT /api/ops/suppliers/2/edi-partner': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        if (refuse) {
          refuse = false;
          return jsonResponse(400, { title: 'Invalid request', status: 400, errors: { '$.isaId': ['Taken by another partner.'] } });
        }
        return jsonResponse(200, SAVED);
      },
    });
    renderApp('/ops/suppliers/2/edi');
    const isaId = await screen.findByRole('textbox', { name: /^ISA id/ });
    expect(screen.getByRole('switch', { name: /^Test mode/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^820 Remittance advice/ })).toBeChecked();
    fireEvent.change(screen.getByRole('textbox', { name: /^ISA qualifier/ }), { target: { value: 'Z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trading partner' }));
    expect(await screen.findByText(EDI_PARTNER_MESSAGES.isaQualifier)).toBeVisible();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /^ISA qualifier/ }), { target: { value: 'zz' } });
    fireEvent.change(isaId, { target: { value: 'integrated' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save trading partner' }));
    // on its field (and in the form's banner)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^ISA id/ })).toHaveAccessibleDescription('Taken by another partner.'));
    fireEvent.click(screen.getByRole('button', { name: 'Save trading partner' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ isaQualifier: 'ZZ', isaId: 'INTEGRATED', gsId: null, enabled: true, testMode: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Test mode/ })).not.toBeChecked());
  });
});
