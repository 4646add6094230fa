// /settings/edi (title "EDI", the supplier's Admins, while the Edi flag is on): the company's trading partner (its ISA
// and GS ids, the documents it exchanges, enabled, test mode with its switch) and every interchange received and sent
// (a server grid, the newest first); a control number opens the interchange with its raw file.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, FormControlLabel, LinearProgress, Link, Paper, Stack, Switch, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import {
  EDI_DIRECTION_LABELS,
  EDI_DIRECTIONS,
  EDI_DOCUMENT_TYPES,
  EDI_INTERCHANGE_STATES,
  EDI_PARTNER_DOCUMENTS,
  EDI_STATE_LABELS,
  type EdiInterchangeSummary,
  type EdiTradingPartner,
} from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { EDI_INTERCHANGES_PATH, useEdiPartner, useSetEdiTestMode } from '../api.ts';
import { documentWords, isaWords } from '../edi-words.ts';

export const EDI_GRID_ID = 'edi-interchanges';
const rowId = (row: EdiInterchangeSummary) => String(row.interchangeId);
const DIRECTION_OPTIONS = EDI_DIRECTIONS.map((value) => ({ value, label: EDI_DIRECTION_LABELS[value] }));
const DOCUMENT_OPTIONS = EDI_DOCUMENT_TYPES.map((value) => ({ value, label: documentWords(value) }));
const STATE_OPTIONS = EDI_INTERCHANGE_STATES.map((value) => ({ value, label: EDI_STATE_LABELS[value] }));
type SetField = 'direction' | 'documentType' | 'state';
/** A column of a few values: filtered by them, each shown in its words. */
const setColumn = (field: SetField, headerName: string, minWidth: number, options: readonly { value: string; label: string }[]) =>
  ({
    colId: field,
    field,
    headerName,
    minWidth,
    filter: GRID_FILTER.set,
    filterParams: { options },
    valueFormatter: ({ value }: { value: unknown }) => options.find((o) => o.value === value)?.label ?? 'Unread',
  }) satisfies ColDef<EdiInterchangeSummary>;

/** A phone shows the time, the control number and the state. */
const NARROW_HIDDEN = ['direction', 'documentType', 'reason', 'testMode'];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: { xs: 0, sm: 2 } }}>
      <Typography component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

const documentsOf = (partner: EdiTradingPartner, direction: 'in' | 'out') =>
  EDI_PARTNER_DOCUMENTS[direction]
    .filter((t) => partner.documents.includes(t))
    .map(documentWords)
    .join(', ') || 'None';

function PartnerSection() {
  const overview = useEdiPartner();
  const setTestMode = useSetEdiTestMode();
  if (overview.isPending) return <LinearProgress aria-label="Loading the trading partner" />;
  if (overview.isError) return <Alert severity="error">Unable to retrieve the trading partner.</Alert>;
  const { partner, received, sent } = overview.data;
  if (!partner)
    return <Alert severity="info">The marketplace has not set up a trading partner for your company yet: no files are exchanged.</Alert>;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="edi-partner-heading">
      <Typography variant="h2" id="edi-partner-heading" sx={{ mb: 2 }}>
        Trading partner
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Fact term="ISA qualifier / id">{isaWords(partner)}</Fact>
        <Fact term="GS id">{partner.gsId ?? partner.isaId}</Fact>
        <Fact term="Documents we send you">{documentsOf(partner, 'out')}</Fact>
        <Fact term="Documents you send us">{documentsOf(partner, 'in')}</Fact>
        <Fact term="State">{partner.enabled ? 'Enabled' : 'Disabled: no files are sent or applied'}</Fact>
        <Fact term="Interchanges">{`${received} received, ${sent} sent`}</Fact>
      </Stack>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Switch
            checked={partner.testMode}
            disabled={setTestMode.isPending}
            onChange={(event) => setTestMode.mutate(event.target.checked)}
          />
        }
        label="Test mode"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        In test mode your files are checked and acknowledged (997) and applied to nothing, and the files we send you are marked as tests
        (ISA15 &apos;T&apos;).
      </Typography>
      {setTestMode.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Unable to change the test mode.
        </Alert>
      )}
    </Paper>
  );
}

export function EdiPage() {
  useDocumentTitle('EDI');
  const { isEnabled, isPending } = useFeatureFlags();
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);
  const columnDefs = useMemo<ColDef<EdiInterchangeSummary>[]>(
    () => [
      {
        colId: 'createdOn',
        field: 'createdOn',
        headerName: 'Time',
        minWidth: 190,
        filter: GRID_FILTER.date,
        valueFormatter: ({ value }) => formatDateTime(value as string),
      },
      // the control number and the state next to the time: at 768 px (a tablet) they are on screen without a sideways
      // scroll, the other columns after them (a phone hides those: NARROW_HIDDEN)
      {
        colId: 'controlNumber',
        field: 'controlNumber',
        headerName: 'Control number',
        minWidth: 150,
        filter: GRID_FILTER.number,
        cellRenderer: ({ data }: ICellRendererParams<EdiInterchangeSummary>) =>
          data ? (
            <Link component={RouterLink} to={`/settings/edi/interchanges/${data.interchangeId}`} sx={{ whiteSpace: 'nowrap' }}>
              {data.controlNumber ?? `Unread file ${data.interchangeId}`}
            </Link>
          ) : null,
      },
      setColumn('state', 'State', 140, STATE_OPTIONS),
      setColumn('documentType', 'Document', 220, DOCUMENT_OPTIONS),
      setColumn('direction', 'Direction', 130, DIRECTION_OPTIONS),
      {
        colId: 'reason',
        field: 'reason',
        headerName: 'Reason',
        minWidth: 260,
        sortable: false,
        tooltipField: 'reason',
        valueFormatter: ({ value }) => (value as string | null) ?? '',
      },
      {
        colId: 'testMode',
        field: 'testMode',
        headerName: 'Test',
        minWidth: 90,
        valueFormatter: ({ value }) => (value ? 'Test' : ''),
      },
    ],
    [],
  );
  if (isPending) return <PageProgress />;
  if (!isEnabled('Edi')) return <NotFoundPage backTo="/" />;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">EDI</Typography>
      <Typography>
        The X12 files your systems exchange with the marketplace: purchase orders, changes and remittance advice we send you;
        acknowledgements, ship notices and invoices you send us, each answered with a 997.
      </Typography>
      <PartnerSection />
      <Typography variant="h2">Interchanges</Typography>
      <DataGrid<EdiInterchangeSummary>
        gridId={EDI_GRID_ID}
        url={EDI_INTERCHANGES_PATH}
        ariaLabel="Interchanges"
        columnDefs={columnDefs}
        getRowId={rowId}
        viewState={initialView}
        onViewStateChange={setUrlView}
        narrowHiddenColumns={NARROW_HIDDEN}
        height="calc(100vh - 240px)"
      />
    </Stack>
  );
}

export const Component = EdiPage;
