// /web-design: the showcase renders the app's components, flips the palette, opens dialogs at the spec's widths and
// steps through the walkthrough sample (fireEvent: the page is large, user-event's pointer checks are slow on it).
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIALOG_WIDTHS, FULFILLMENT_STATUS_BADGE_LABELS, FULFILLMENT_STATUSES } from '@portal/contracts';
import { renderApp, signedInApi } from '../../../test/render-app.tsx';
import { DialogsSection } from '../components/DialogsSection.tsx';
import { WalkthroughSection } from '../components/WalkthroughSection.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('WebDesignPage', () => {
  it('shows every part of the design system with the status badges', async () => {
    signedInApi();
    renderApp('/web-design');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web design' })).toBeVisible();
    for (const name of [
      'Typography',
      'Alerts and notifications',
      'Buttons',
      'Chips and status badges',
      'Form controls',
      'Data grid',
      'Dialogs',
      'Walkthrough tooltip',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeVisible();
    const chips = screen.getByRole('region', { name: 'Chips and status badges' });
    for (const status of FULFILLMENT_STATUSES) expect(within(chips).getAllByText(FULFILLMENT_STATUS_BADGE_LABELS[status])[0]).toBeVisible();
    expect(document.title).toBe('Web design');
  });

  it('switches between the light and dark palettes', async () => {
    signedInApi();
    renderApp('/web-design');
    const toggle = await screen.findByRole('switch', { name: 'Dark palette' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem('palette-mode')).toBe('dark');
  });

  // the parts alone: the whole page (grid included) is slow to drive in jsdom
  it('opens the form dialog at the spec widths', async () => {
    render(<DialogsSection />);
    fireEvent.click(await screen.findByRole('button', { name: `Open xxl dialog (${DIALOG_WIDTHS.xxl} px)` }));
    const dialog = await screen.findByRole('dialog', { name: `Dialog xxl (${DIALOG_WIDTHS.xxl} px)` });
    expect(dialog).toHaveStyle({ width: `${DIALOG_WIDTHS.xxl}px` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('steps through the walkthrough sample', async () => {
    render(<WalkthroughSection />);
    const step = await screen.findByRole('dialog', { name: 'Import trackings' });
    expect(step).toHaveTextContent('Step 1 of 3');
    fireEvent.click(within(step).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Import invoices' });
    expect(second).toHaveTextContent('Step 2 of 3');
    fireEvent.click(within(second).getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('button', { name: 'Restart the walkthrough' })).toBeVisible();
  });
});
