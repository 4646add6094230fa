// Process order step 0: the supplier order number, with 'Use Bison PO number' (spec 4, 5 "Supplier order number").
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import {
  SUPPLIER_ORDER_NUMBER_MAX_LENGTH,
  supplierOrderNumberRequest,
  type OrderDetail,
  type SupplierOrderNumberRequest,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../../components/form/server-errors.ts';
import { StepActions } from './StepActions.tsx';

/** The existing PO number or, failing that, the order id. */
export const bisonPoNumber = (order: Pick<OrderDetail, 'purchaseOrderNumber' | 'id'>) => order.purchaseOrderNumber || String(order.id);

export interface SupplierOrderNumberStepProps {
  order: OrderDetail;
  save: (body: SupplierOrderNumberRequest) => Promise<unknown>;
  onBusy: (busy: boolean) => void;
  /** 'continue' moves on (or shows the LTL notice); 'exit' closes the dialog. */
  onSaved: (how: 'continue' | 'exit') => void;
}

export function SupplierOrderNumberStep({ order, save, onBusy, onSaved }: SupplierOrderNumberStepProps) {
  const [useBison, setUseBison] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const form = useForm<SupplierOrderNumberRequest>({
    resolver: zodResolver(supplierOrderNumberRequest),
    defaultValues: { supplierOrderNumber: order.supplierOrderNumber ?? '' },
  });
  const { isDirty, isSubmitting } = form.formState;

  const toggleBison = (checked: boolean) => {
    setUseBison(checked);
    form.setValue('supplierOrderNumber', checked ? bisonPoNumber(order) : '', { shouldDirty: true, shouldValidate: checked });
  };

  const submit = (how: 'continue' | 'exit') =>
    form.handleSubmit(async (values) => {
      setBanner(null);
      onBusy(true);
      try {
        await save(values);
        onSaved(how);
      } catch (error) {
        setBanner(applyServerErrors(error, form.setError, ['supplierOrderNumber']));
      } finally {
        onBusy(false);
      }
    });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit('continue')}>
      <FormErrorBanner banner={banner} />
      <FormTextField
        control={form.control}
        name="supplierOrderNumber"
        label="Supplier order number"
        required
        disabled={useBison}
        slotProps={{ htmlInput: { maxLength: SUPPLIER_ORDER_NUMBER_MAX_LENGTH } }}
      />
      <FormControlLabel
        control={<Checkbox checked={useBison} onChange={(e) => toggleBison(e.target.checked)} />}
        label="Use Bison PO number"
      />
      <StepActions>
        <Button onClick={submit('exit')} disabled={!isDirty || isSubmitting}>
          Save and exit
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Continue to shipping
        </Button>
      </StepActions>
    </Stack>
  );
}
