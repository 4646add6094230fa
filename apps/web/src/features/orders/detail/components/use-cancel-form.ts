// The cancel form: a reason and, for OutOfStockWithRestock, a restock date after today, checked by the contracts' rule
// (the reason once a submit was tried, the restock date also as it is typed); a new reason empties the date.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { cancelReason, isRestockWithinMargin, MESSAGES, restockDateProblem, type CancellationRequest } from '@portal/contracts';

/** The reason (none chosen yet is '') and the restock date as typed. */
const cancelForm = (today: string) =>
  z.object({ reason: z.union([cancelReason, z.literal('')]), restockDate: z.string() }).superRefine((v, ctx) => {
    if (!v.reason) return ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.required });
    const problem = restockDateProblem(v.reason, v.restockDate || null, today);
    if (problem) ctx.addIssue({ code: 'custom', path: ['restockDate'], message: problem });
  });
export type CancelForm = z.infer<ReturnType<typeof cancelForm>>;

/** The request of valid values: the restock date only with its reason. */
export const cancellationOf = (v: CancelForm): CancellationRequest | null =>
  v.reason ? { reason: v.reason, ...(v.reason === 'OutOfStockWithRestock' ? { restockDate: v.restockDate } : {}) } : null;

export function useCancelForm(today: string) {
  const form = useForm<CancelForm>({ resolver: zodResolver(cancelForm(today)), defaultValues: { reason: '', restockDate: '' } });
  const [reason, restockDate] = useWatch({ control: form.control, name: ['reason', 'restockDate'] });
  const { errors, isSubmitted } = form.formState;
  // the same rule as the schema, shown as the date is typed
  const restockError = reason && (isSubmitted || restockDate) ? restockDateProblem(reason, restockDate || null, today) : null;

  return {
    form,
    reason,
    reasonError: errors.reason?.message,
    restockError,
    /** The info alert: stock back within 3 days, so the order can still ship on time. */
    soon: reason === 'OutOfStockWithRestock' && !restockError && !!restockDate && isRestockWithinMargin(restockDate, today),
    changeReason: (value: CancelForm['reason']) => {
      form.setValue('reason', value, { shouldValidate: isSubmitted });
      // a new reason starts without a restock date (spec 5)
      form.setValue('restockDate', '');
    },
  };
}
