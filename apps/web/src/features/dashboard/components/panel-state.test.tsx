// A panel whose call fails before the panel first renders (the dashboard's panels wait for the scorecard's gate) shows
// its error, not "loading" forever: the component holding the query reads the fields the panel shows (panel-state.ts).
import { useEffect, useState, type ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ChartPanel } from './ChartPanel.tsx';
import { panelState, type PanelState } from './panel-state.ts';

/** Shows its children only once `open` is called: the page's gate, opened by its own answer, not by the page. */
let openGate: () => void = () => {};
function Gate({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    openGate = () => setOpen(true);
  }, []);
  return open ? children : <p>waiting for the gate</p>;
}

function Page({ pass }: { pass: (query: PanelState) => PanelState }) {
  const query = useQuery({ queryKey: ['top-items'], queryFn: () => Promise.reject(new Error('500')) });
  return (
    <Gate>
      <ChartPanel title="Top 5 items sold" label="Units sold" state={pass(query)} errorText="Unable to retrieve top items sold data.">
        {query.data ? <p>the chart</p> : null}
      </ChartPanel>
    </Gate>
  );
}

async function failBeforeTheGate(pass: (query: PanelState) => PanelState) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page pass={pass} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(client.getQueryState(['top-items'])?.status).toBe('error'));
  act(() => openGate());
}

describe('panelState', () => {
  it('shows the error of a call that failed before the panel first rendered', async () => {
    await failBeforeTheGate(panelState);
    expect(await screen.findByText('Unable to retrieve top items sold data.')).toBeVisible();
  });

  it('is needed: the query result handed down as it is keeps the panel loading', async () => {
    await failBeforeTheGate((query) => query);
    expect(screen.getByRole('progressbar', { name: 'Loading Top 5 items sold' })).toBeVisible();
    expect(screen.queryByText('Unable to retrieve top items sold data.')).toBeNull();
  });
});
