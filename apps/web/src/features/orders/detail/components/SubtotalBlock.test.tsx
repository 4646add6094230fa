import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { acmeAgreements, anOrder } from '../order-detail.fixtures.tsx';
import { SubtotalBlock } from './SubtotalBlock.tsx';

const agreements = acmeAgreements();

describe('SubtotalBlock', () => {
  it('draws the order page lines with the allowance and its agreements behind a toggle', () => {
    render(
      <SubtotalBlock order={anOrder({ totalCost: '199.00', calculatedHandlingFee: '2.50', calculatedAllowance: '3.99', agreements })} />,
    );
    const block = screen.getByLabelText('Subtotal');
    const value = (label: string) => within(block).getByText(label).parentElement!.parentElement!.lastElementChild!.textContent;
    expect(['Cost', 'Shipping', 'Handling fee', 'Allowance', 'Discount', 'Tax'].map(value)).toEqual([
      '$199.00',
      '$15.00',
      '$2.50',
      '$3.99',
      '$0.00',
      '$0.00',
    ]);
    expect(screen.queryByRole('list', { name: 'Allowance agreements' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show agreements' }));
    const list = screen.getByRole('list', { name: 'Allowance agreements' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('$2.99'), expect.stringContaining('$1.00')]);
  });

  it('leaves the Allowance line out when it is 0', () => {
    render(<SubtotalBlock order={anOrder()} />);
    expect(within(screen.getByLabelText('Subtotal')).queryByText('Allowance')).toBeNull();
  });
});
