import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { GRID_EMPTY_TEXT, GRID_LOAD_ERROR_TEXT, GridStatusOverlay } from './GridStatusOverlay.tsx';

describe('GridStatusOverlay', () => {
  it('says "No records found" for an empty result and the load error for a failed one', () => {
    const { rerender } = render(<GridStatusOverlay overlay="empty" />);
    expect(screen.getByRole('status').textContent).toBe(GRID_EMPTY_TEXT);
    rerender(<GridStatusOverlay overlay="error" />);
    expect(screen.getByRole('status').textContent).toBe(GRID_LOAD_ERROR_TEXT);
  });

  it('shows nothing while rows are shown', () => {
    render(<GridStatusOverlay overlay={null} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
