// Details drawn in place under a grid row (docs/decisions/accounting.md, "RMA details"): the infinite row model keeps
// one row height, so the rows below an open panel move down by its height (a margin per row index, written by the grid
// as one style rule) and the panel sits in the gap, inside the row's own element; nothing covers the next rows.
import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Box } from '@mui/material';
import { GRID_ROW_HEIGHT, PAGE_SIZE } from '@portal/contracts';

/** Open panels by the row index they sit under, with their heights in px. */
export type OpenRowDetails = ReadonlyMap<number, number>;

export const RowDetailsContext = createContext<((rowIndex: number, height: number | null) => void) | null>(null);

/** The style of a grid (scoped by its class) with its open panels: each row moves down by the panels above it. */
export function rowDetailsCss(scope: string, open: OpenRowDetails): string {
  if (open.size === 0) return '';
  const panels = [...open].sort(([a], [b]) => a - b);
  const first = panels[0]![0];
  const rules: string[] = [];
  // the rows of the open panels' page (a page shows PAGE_SIZE rows; others are not drawn)
  for (let index = first + 1; index <= first + PAGE_SIZE; index += 1) {
    const shift = panels.filter(([at]) => at < index).reduce((sum, [, height]) => sum + height, 0);
    rules.push(`.${scope} .ag-row[row-index="${index}"] { margin-top: ${shift}px; }`);
  }
  const total = panels.reduce((sum, [, height]) => sum + height, 0);
  // the scrolling container grows by the panels, so the last row stays reachable
  rules.push(`.${scope} .ag-grid-scrolling-container { box-sizing: content-box; padding-bottom: ${total}px; }`);
  return rules.join('\n');
}

/** The rows AG Grid draws beyond the visible ones: enough to cover the panels' height. */
export const rowBufferFor = (open: OpenRowDetails, base: number) =>
  base + Math.ceil([...open.values()].reduce((sum, height) => sum + height, 0) / GRID_ROW_HEIGHT);

export interface RowDetailsPanelProps {
  /** The row's element (`.ag-row`) the panel is drawn in. */
  row: HTMLElement;
  rowIndex: number;
  id: string;
  /** The region's accessible name. */
  label: string;
  children: ReactNode;
}

/** A region under its row, as wide as the grid's visible width; it tells the grid its height while open. */
export function RowDetailsPanel({ row, rowIndex, id, label, children }: RowDetailsPanelProps) {
  const setHeight = useContext(RowDetailsContext);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !setHeight) return undefined;
    const report = () => setHeight(rowIndex, element.offsetHeight);
    report();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(report);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      setHeight(rowIndex, null);
    };
  }, [setHeight, rowIndex]);
  return createPortal(
    <Box
      ref={ref}
      id={id}
      role="region"
      aria-label={label}
      sx={{
        position: 'absolute',
        top: GRID_ROW_HEIGHT,
        left: 0,
        // the visible width of the grid (AG Grid's own variable), not the width of all its columns
        width: 'var(--ag-internal-grid-viewport-width, 100%)',
        maxWidth: '100%',
        boxSizing: 'border-box',
        px: 2,
        py: 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {children}
    </Box>,
    row,
  );
}
