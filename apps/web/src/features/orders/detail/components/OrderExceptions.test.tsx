import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ORDER_EXCEPTION_MESSAGES, type OrderExceptionFacts } from '@portal/contracts';
import { orderExceptionItems } from '../order-exceptions.ts';
import { OrderExceptionsMenu } from './OrderExceptionsMenu.tsx';
import { ReplaceLabelDialog } from './ReplaceLabelDialog.tsx';
import { UndoShipmentDialog } from './ExceptionDialogs.tsx';

const NOW = new Date('2026-03-10T15:00:00Z');
const facts = (over: Partial<OrderExceptionFacts> = {}): OrderExceptionFacts => ({
  status: 'AwaitingShipment',
  shippingMethod: 'SupplierGround',
  processedAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(),
  hasTrackings: false,
  label: null,
  ltl: null,
  shipFromFacilityId: 1,
  ...over,
});
const labelled = facts({ hasTrackings: true, label: { shipDate: '2026-03-10', fileName: 'label.pdf', trackingNumbers: ['794612345678'] } });

describe('orderExceptionItems', () => {
  it("offers what fits the order and disables an item with its rule's reason", () => {
    expect(orderExceptionItems(facts(), NOW).map((i) => [i.exception, i.disabledReason])).toEqual([
      ['changeShipFrom', null],
      ['undoProcessing', null],
    ]);
    expect(orderExceptionItems(labelled, NOW).map((i) => [i.exception, i.disabledReason])).toEqual([
      ['replaceLabel', null],
      ['changeShipFrom', ORDER_EXCEPTION_MESSAGES.shipFromHasLabel],
      ['undoProcessing', ORDER_EXCEPTION_MESSAGES.undoProcessingShipped],
    ]);
    expect(orderExceptionItems(facts({ status: 'Invoicing' }), NOW).map((i) => i.exception)).toEqual(['undoShipment']);
    expect(orderExceptionItems(facts({ status: 'Complete' }), NOW)).toEqual([]);
  });
});

describe('OrderExceptionsMenu', () => {
  it('lists the items by name, says why one is disabled and chooses an enabled one', () => {
    const onChoose = vi.fn();
    render(<OrderExceptionsMenu items={orderExceptionItems(labelled, NOW)} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Change or undo' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Undo processing/ })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByText(ORDER_EXCEPTION_MESSAGES.undoProcessingShipped)).toBeVisible();
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Void label and buy another/ }));
    expect(onChoose).toHaveBeenCalledWith('replaceLabel');
  });
});

describe('ReplaceLabelDialog', () => {
  it('names the voided numbers and sends the label, the chosen carrier and the day', async () => {
    const submit = vi.fn(async () => 7);
    const onDone = vi.fn();
    render(<ReplaceLabelDialog facts={labelled} submit={submit} onDone={onDone} onClose={() => {}} now={new Date(2026, 2, 10, 12)} />);
    expect(screen.getByText(/794612345678 will be voided/)).toBeVisible();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Carrier/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'UPS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Void and buy label' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({ voidedLabel: 'label.pdf', carrierId: 2, shipDate: '2026-03-10' });
  });

  it("shows the server's refusal in the banner", async () => {
    const error = Object.assign(new Error('Conflict'), {
      body: { title: 'Conflict', status: 409, detail: ORDER_EXCEPTION_MESSAGES.labelAlreadyVoided },
    });
    render(
      <ReplaceLabelDialog
        facts={labelled}
        submit={async () => Promise.reject(error)}
        onDone={() => {}}
        onClose={() => {}}
        now={new Date(2026, 2, 10, 12)}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Void and buy label' }));
    expect(await screen.findByText(new RegExp(ORDER_EXCEPTION_MESSAGES.labelAlreadyVoided.slice(0, 20)))).toBeVisible();
  });
});

describe('UndoShipmentDialog', () => {
  it('requires a reason before sending it', async () => {
    const submit = vi.fn(async () => {});
    const onDone = vi.fn();
    render(<UndoShipmentDialog submit={submit} onDone={onDone} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Undo shipment' }));
    expect(await screen.findByText('Field is required')).toBeVisible();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Wrong order' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo shipment' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(submit).toHaveBeenCalledWith({ reason: 'Wrong order' });
  });
});
