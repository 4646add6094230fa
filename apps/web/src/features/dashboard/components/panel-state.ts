// What a panel shows of its call: still loading, or failed. Read here, in the render of the component that holds the
// query: TanStack Query re-renders a component only for the result fields it read (tracked properties), so a result
// object handed down for a child to read later (the dashboard's panels wait for the scorecard's gate) would keep
// "loading" forever when the call failed before the child first rendered: the failure changed no field the holder had
// read (found by the E2E suite on a loaded machine).
export interface PanelState {
  isPending: boolean;
  isError: boolean;
}

export const panelState = (query: PanelState): PanelState => ({ isPending: query.isPending, isError: query.isError });
