// The steps of an import dialog test: choose a file (it is not read; the dialog's parse decides the sheet) and pick
// a select's option.
import { fireEvent, screen, within } from '@testing-library/react';

/** Chooses `name` and waits until the dialog shows it with the sheet's row count. */
export async function chooseImportFile(name: string, rows: number): Promise<void> {
  fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [new File(['x'], name)] } });
  await screen.findByText(`${name} (${rows} rows)`);
}

/** Opens the select whose label starts with `label` and picks `option`. */
export function pickOption(label: string, option: string): void {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}
