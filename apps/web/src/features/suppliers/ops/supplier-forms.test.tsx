// The supplier page's parts without a server: the flags table's choices and the representative form's rules.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// the dialogs confirm with a snackbar; no provider here
vi.mock('../../../components/feedback/notifications.tsx', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
import { SupplierFlagsTable, choiceOf, overrideOf } from './SupplierFlagsTable.tsx';
import { RepresentativeForm } from './RepresentativeForm.tsx';

describe('SupplierFlagsTable', () => {
  it("maps a flag's override to Default, On or Off and back", () => {
    expect(choiceOf({ override: null })).toBe('default');
    expect(choiceOf({ override: true })).toBe('on');
    expect(choiceOf({ override: false })).toBe('off');
    expect(overrideOf('default')).toBeNull();
    expect(overrideOf('on')).toBe(true);
    expect(overrideOf('off')).toBe(false);
  });

  it('turns a flag off for the supplier', async () => {
    const onChange = vi.fn();
    render(
      <SupplierFlagsTable
        flags={[{ feature: 'CreditRequests', group: 'Accounting', defaultEnabled: true, override: null, isEnabled: true }]}
        busy={false}
        onChange={onChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Credit requests' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Off' }));
    expect(onChange).toHaveBeenCalledWith('CreditRequests', false);
  });
});

describe('RepresentativeForm', () => {
  it('checks each field and saves a valid representative', async () => {
    const save = vi.fn().mockResolvedValue({});
    render(<RepresentativeForm current={null} save={save} remove={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save representative' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(4);
    const type = (name: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    type(/^Name/, 'Rhea Rep');
    type(/^Position/, 'Partner manager');
    type(/^Email/, 'rhea@marketplace.test');
    type(/^Phone/, '+1 212 555 0199');
    type(/^Picture address/, 'http://insecure.test/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Save representative' }));
    expect(await screen.findByText('Enter an https:// address')).toBeVisible();
    type(/^Picture address/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save representative' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toMatchObject({ displayName: 'Rhea Rep', email: 'rhea@marketplace.test', imageUrl: '' });
  });
});
