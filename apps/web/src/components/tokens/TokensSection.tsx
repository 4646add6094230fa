// A section of bearer tokens a supplier's Admin makes and revokes (Settings > Integrations' API tokens, Settings > SCIM
// provisioning's SCIM tokens): the list with who made each and when it was last used, "Create token" with the area's
// own dialog, the secret shown once after it, and a revoke after confirming. The areas give their calls, words and
// extra columns (an API token's scopes and expiry).
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDate } from '../../lib/format.ts';
import { HiddenColumnsLine } from '../data-grid/compact/HiddenColumnsLine.tsx';
import { RevokeDialog } from '../dialogs/RevokeDialog.tsx';
import { VisuallyHidden } from '../page/VisuallyHidden.tsx';
import { SecretDialog } from '../dialogs/SecretDialog.tsx';

/** What every kind of token shows in the list. */
export interface ListedToken {
  id: number;
  name: string;
  /** The first characters of the secret, to recognise it. */
  prefix: string;
  createdBy: string;
  createdOn: string;
  lastUsedOn: string | null;
  revokedOn: string | null;
}

export interface TokenState {
  label: string;
  color: 'success' | 'default' | 'error';
}

/** A column of one kind of token, shown after the secret's prefix or after "Last used". */
export interface TokenColumn<T> {
  header: string;
  after: 'token' | 'lastUsed';
  cell: (token: T) => ReactNode;
}

export const tokenTime = (iso: string | null) => (iso ? formatDate(iso, 'MMM dd, yyyy HH:mm') : '');

/**
 * Who made a token, when, when it was last used (and an area's columns after that: an API token's expiry) are columns
 * from `lg` on; below, a line under the token's name, so name, prefix, scopes, status and Revoke fit 768 px without
 * the table scrolling (the console tables' pattern, ops-console.md).
 */
const SECONDARY = { display: { xs: 'none', lg: 'table-cell' } } as const;
/** One of those values on a line of its own under the name, after its column's header. */
const FACT = { display: 'block' } as const;

const activeOrRevoked = (t: ListedToken): TokenState =>
  t.revokedOn ? { label: 'Revoked', color: 'default' } : { label: 'Active', color: 'success' };

interface Props<T extends ListedToken, C extends T & { secret: string }> {
  /** The kind in words, as the headings and dialogs name it: "API token", "SCIM token". */
  kind: string;
  /** The id of the section's heading (its accessible name). */
  headingId: string;
  /** Under the heading: how the token is used. */
  description?: ReactNode;
  tokens: { isPending: boolean; isError: boolean; data?: T[] | undefined };
  columns?: TokenColumn<T>[];
  /** The status chip; default Active or Revoked. */
  stateOf?: (token: T) => TokenState;
  /** The area's create dialog; `onCreated` shows the secret once. */
  createDialog: (props: { onClose: () => void; onCreated: (token: C) => void }) => ReactNode;
  revoke: (id: number) => void;
  /** What revoking stops, in the confirmation: "Calls with it are refused at once". */
  revokeEffect: string;
}

export function TokensSection<T extends ListedToken, C extends T & { secret: string }>({
  kind,
  headingId,
  description,
  tokens,
  columns = [],
  stateOf = activeOrRevoked,
  createDialog,
  revoke,
  revokeEffect,
}: Props<T, C>) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<C | null>(null);
  const [revoking, setRevoking] = useState<T | null>(null);
  const plural = `${kind}s`;
  const extra = (after: TokenColumn<T>['after']) => columns.filter((c) => c.after === after);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem' }}>
          {plural}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </Box>
      {description}
      {tokens.isPending && <LinearProgress aria-label={`Loading ${plural}`} />}
      {tokens.isError && <Alert severity="error">Unable to retrieve the {plural}.</Alert>}
      {tokens.data && tokens.data.length === 0 && <Typography>No {plural} yet.</Typography>}
      {tokens.data && tokens.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={plural}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Token</TableCell>
                {extra('token').map((c) => (
                  <TableCell key={c.header}>{c.header}</TableCell>
                ))}
                <TableCell sx={SECONDARY}>Created by</TableCell>
                <TableCell sx={SECONDARY}>Created</TableCell>
                <TableCell sx={SECONDARY}>Last used</TableCell>
                {extra('lastUsed').map((c) => (
                  <TableCell key={c.header} sx={SECONDARY}>
                    {c.header}
                  </TableCell>
                ))}
                <TableCell>Status</TableCell>
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.data.map((t) => {
                const state = stateOf(t);
                return (
                  <TableRow key={t.id}>
                    <TableCell>
                      {t.name}
                      <HiddenColumnsLine>
                        <Box component="span" sx={FACT}>
                          Created by: {t.createdBy}
                        </Box>
                        <Box component="span" sx={FACT}>
                          Created: {tokenTime(t.createdOn)}
                        </Box>
                        <Box component="span" sx={FACT}>
                          Last used: {tokenTime(t.lastUsedOn) || 'Never'}
                        </Box>
                        {extra('lastUsed').map((c) => (
                          <Box component="span" sx={FACT} key={c.header}>
                            {c.header}: {c.cell(t)}
                          </Box>
                        ))}
                      </HiddenColumnsLine>
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{t.prefix}…</TableCell>
                    {extra('token').map((c) => (
                      <TableCell key={c.header}>{c.cell(t)}</TableCell>
                    ))}
                    <TableCell sx={SECONDARY}>{t.createdBy}</TableCell>
                    <TableCell sx={SECONDARY}>{tokenTime(t.createdOn)}</TableCell>
                    <TableCell sx={SECONDARY}>{tokenTime(t.lastUsedOn) || 'Never'}</TableCell>
                    {extra('lastUsed').map((c) => (
                      <TableCell key={c.header} sx={SECONDARY}>
                        {c.cell(t)}
                      </TableCell>
                    ))}
                    <TableCell>
                      <Chip size="small" variant="outlined" color={state.color} label={state.label} />
                    </TableCell>
                    <TableCell>
                      {!t.revokedOn && (
                        <Button size="small" color="error" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
                          Revoke
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating &&
        createDialog({
          onClose: () => setCreating(false),
          onCreated: (token) => {
            setCreating(false);
            setCreated(token);
          },
        })}
      {created && (
        <SecretDialog title={`${kind} "${created.name}" created`} label={kind} secret={created.secret} onClose={() => setCreated(null)} />
      )}
      {revoking && (
        <RevokeDialog title={`Revoke ${kind}`} onRevoke={() => revoke(revoking.id)} onClose={() => setRevoking(null)}>
          Revoke &quot;{revoking.name}&quot;? {revokeEffect}; this cannot be undone.
        </RevokeDialog>
      )}
    </Paper>
  );
}
