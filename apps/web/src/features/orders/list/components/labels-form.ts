// The bulk labels form: shipping date inside the label window and a format, checked by label-date-window's rules
// (in the browser's day, on every submit) and then the contracts' bulk label request.
import { z } from 'zod';
import { bulkLabelRequest } from '@portal/contracts';
import { labelDateBounds, localDay } from '@portal/contracts';
import { checkLabelFormat, checkLabelShippingDate } from '../label-form-checks.ts';

/** A rule of label-date-window.ts as a schema check, so the form and the request say the same. */
const checkedBy = (problem: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

export const labelsForm = z.object({
  shippingDate: checkedBy((v) => checkLabelShippingDate(v)).pipe(bulkLabelRequest.shape.shippingDate),
  format: checkedBy(checkLabelFormat).pipe(bulkLabelRequest.shape.format),
});
export type LabelsFormInput = z.input<typeof labelsForm>;
export type LabelsForm = z.output<typeof labelsForm>;
/** The first day of the window and no format. */
export const emptyLabelsForm = (): LabelsFormInput => ({ shippingDate: labelDateBounds(localDay()).min, format: '' });
