import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderActivity } from './OrderActivity.tsx';

describe('the order activity', () => {
  it('keeps long numbers whole: a remittance, a deduction and a tracking number never wrap mid-number', () => {
    render(
      <OrderActivity
        failed={false}
        entries={[
          {
            id: 1,
            action: 'invoicePaid',
            userName: null,
            createdOn: '2026-12-01T17:00:00.000Z',
            userId: null,
            detail: { remittanceNumber: 'RMT-000001', deductionNumber: 'DED-000005', net: '83.30' },
          },
          {
            id: 2,
            action: 'shipped',
            userName: 'Ann Admin',
            userId: 7,
            createdOn: '2026-11-20T17:00:00.000Z',
            detail: { shipments: [{ trackingNumbers: ['1Z999AA10123456784'] }] },
          },
        ]}
      />,
    );
    for (const number of ['RMT-000001', 'DED-000005', '1Z999AA10123456784', '$83.30']) {
      const whole = screen.getByText(number, { exact: false, selector: 'span' });
      expect(whole.textContent).toMatch(new RegExp(`^${number.replace(/[$.]/g, '\\$&')},?$`));
      expect(whole).toHaveStyle({ whiteSpace: 'nowrap' });
    }
    // the words around them still wrap as words
    expect(screen.getByText(/Remittance Number:/)).toBeVisible();
  });

  it('reads a case opened about the order as a sentence, its number kept whole and not repeated in the details', () => {
    render(
      <OrderActivity
        failed={false}
        entries={[
          {
            id: 3,
            action: 'caseOpened',
            userName: 'Carl Clerk',
            userId: 8,
            createdOn: '2026-12-01T17:00:00.000Z',
            detail: { caseId: 81, caseNumber: 'CASE-000081', subject: 'Wrong ZIP code' },
          },
        ]}
      />,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(/^Case CASE-000081 opened — Carl Clerk/);
    expect(item).toHaveTextContent('Subject: Wrong ZIP code');
    expect(item).not.toHaveTextContent('Case Number');
    expect(item).not.toHaveTextContent('Case Opened');
    const number = screen.getByText('CASE-000081', { selector: 'span' });
    expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
