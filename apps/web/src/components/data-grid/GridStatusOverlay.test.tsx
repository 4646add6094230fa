import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GRID_EMPTY_TEXT, GRID_LOAD_ERROR_TEXT, GRID_LOADING_TEXT, GridStatusOverlay } from './GridStatusOverlay.tsx';

describe('GridStatusOverlay', () => {
  it('says "No records found" for an empty result and the load error for a failed one', () => {
    const { rerender } = render(<GridStatusOverlay overlay="empty" />);
    expect(screen.getByRole('status').textContent).toBe(GRID_EMPTY_TEXT);
    rerender(<GridStatusOverlay overlay="error" />);
    expect(screen.getByRole('status').textContent).toBe(GRID_LOAD_ERROR_TEXT);
  });

  it('says "Loading…" while the rows are asked, busy, over the rows and the paging line', () => {
    render(<GridStatusOverlay overlay="loading" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(GRID_LOADING_TEXT);
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('shows nothing while rows are shown', () => {
    render(<GridStatusOverlay overlay={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
