// /users/audit-log (title "Audit log", Admin): every sign-in of the company's people (refused or not, with how), every
// change of a second factor and every ended session; a server grid, the newest first.
import { useMemo, useState } from 'react';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ColDef } from 'ag-grid-community';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_METHOD_LABELS, AUDIT_METHODS, type AuditEvent } from '@portal/contracts';
import { DataGrid, GRID_FILTER } from '../../../components/data-grid/DataGrid.tsx';
import { useGridUrlState } from '../../../components/data-grid/use-grid-url-state.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { AUDIT_EVENTS_PATH } from '../api.ts';

export const AUDIT_GRID_ID = 'audit-log';
const rowId = (row: AuditEvent) => String(row.id);
const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));
const METHOD_OPTIONS = AUDIT_METHODS.map((value) => ({ value, label: AUDIT_METHOD_LABELS[value] }));
/** A phone shows when, what and who. */
const NARROW_HIDDEN = ['method', 'ip', 'device'];

export function AuditLogPage() {
  useDocumentTitle('Audit log');
  const [urlView, setUrlView] = useGridUrlState();
  const [initialView] = useState(() => urlView);
  const columnDefs = useMemo<ColDef<AuditEvent>[]>(
    () => [
      {
        colId: 'occurredOn',
        field: 'occurredOn',
        headerName: 'When',
        minWidth: 190,
        filter: GRID_FILTER.date,
        valueFormatter: ({ value }) => formatDateTime(value as string),
      },
      {
        colId: 'action',
        field: 'actionLabel',
        headerName: 'What',
        minWidth: 220,
        filter: GRID_FILTER.set,
        filterParams: { options: ACTION_OPTIONS },
        sortable: false,
      },
      {
        colId: 'method',
        field: 'methodLabel',
        headerName: 'Method',
        minWidth: 170,
        filter: GRID_FILTER.set,
        filterParams: { options: METHOD_OPTIONS },
        sortable: false,
        valueFormatter: ({ value }) => (value as string | null) ?? '--',
      },
      {
        // how the company's identity provider says the person signed in (its acr/amr), for its sign-ins
        colId: 'assurance',
        field: 'assurance',
        headerName: 'Provider sign-in',
        minWidth: 220,
        sortable: false,
        valueFormatter: ({ value }) => (value as string | null) ?? '--',
      },
      { colId: 'userName', field: 'userName', headerName: 'Person', minWidth: 220, filter: GRID_FILTER.text },
      {
        colId: 'byUserName',
        field: 'byUserName',
        headerName: 'By',
        minWidth: 180,
        sortable: false,
        valueFormatter: ({ value }) => (value as string | null) ?? '--',
      },
      { colId: 'ip', field: 'ip', headerName: 'Address', minWidth: 140, filter: GRID_FILTER.text },
      {
        colId: 'device',
        field: 'device',
        headerName: 'Device',
        minWidth: 170,
        sortable: false,
        valueFormatter: ({ value }) => (value as string | null) ?? '--',
      },
    ],
    [],
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Audit log</Typography>
      <Typography>
        Sign-ins, second-factor changes and ended sessions of your company's people.{' '}
        <Link component={RouterLink} to="/users">
          Users
        </Link>
      </Typography>
      <DataGrid<AuditEvent>
        gridId={AUDIT_GRID_ID}
        url={AUDIT_EVENTS_PATH}
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

export const Component = AuditLogPage;
