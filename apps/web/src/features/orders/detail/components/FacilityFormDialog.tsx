// A dialog whose form needs the supplier's active facilities and one more load (label, LTL request): the form shows once both
// are in, an error if either fails; the dialog stays busy while the form sends.
import { useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { Alert, LinearProgress } from '@mui/material';
import type { Facility } from '@portal/contracts';
import { PART_ERROR_TEXT } from '../../../../components/feedback/PartErrorBoundary.tsx';
import { facilitiesQueryOptions } from '../../api/order-detail-calls.ts';
import { activeFacilities } from '../package-rows.ts';
import { DialogShell, type DialogWidth } from '../../../../components/dialogs/DialogShell.tsx';

export interface FacilityFormProps<T> {
  /** The active ones only. */
  facilities: Facility[];
  details: T;
  busy: boolean;
  /** Runs the send with the whole dialog busy: no closing, buttons disabled, the long-action hint. */
  whileBusy: (send: () => Promise<void>) => Promise<void>;
}

export interface FacilityFormDialogProps<T, K extends QueryKey> {
  title: string;
  width: DialogWidth;
  onClose: () => void;
  /** The form's own load (its queryOptions factory). */
  detailsQuery: UseQueryOptions<T, Error, T, K>;
  form: (props: FacilityFormProps<T>) => ReactNode;
}

export function FacilityFormDialog<T, K extends QueryKey>({ title, width, onClose, detailsQuery, form }: FacilityFormDialogProps<T, K>) {
  // both loads in this component, so that either one's answer renders it again
  const facilities = useQuery(facilitiesQueryOptions());
  const details = useQuery(detailsQuery);
  const [busy, setBusy] = useState(false);
  const whileBusy = async (send: () => Promise<void>) => {
    setBusy(true);
    try {
      await send();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DialogShell longActionHint title={title} width={width} onClose={onClose} busy={busy}>
      {facilities.isError || details.isError ? (
        <Alert severity="error">{PART_ERROR_TEXT}</Alert>
      ) : facilities.data && details.data ? (
        form({ facilities: activeFacilities(facilities.data), details: details.data, busy, whileBusy })
      ) : (
        <LinearProgress aria-label="Loading" />
      )}
    </DialogShell>
  );
}
