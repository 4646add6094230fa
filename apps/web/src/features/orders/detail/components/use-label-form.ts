// The label form: facility, shipment date, estimated value and package rows, read back as the contracts' label
// request, which checks them as of the last submit (the date's window also as it is typed).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { labelDayProblem, labelRequest, type Facility, type LabelRequest, type OrderDetail, type PackageDetails } from '@portal/contracts';
import { errorAt } from '../../../../components/form/error-at.ts';
import { measureNumbers, measureTexts, numberOf, preselectedFacility, textOf, type PackageMeasureRow } from '../package-rows.ts';
import { localDay } from '@portal/contracts';

export interface LabelPackageRow extends PackageMeasureRow {
  boxes: string;
}
let nextKey = 1;
/** The spec's default package: a Box, dimensions and weight 0, one box. */
export const defaultPackageRow = (): LabelPackageRow => ({
  key: nextKey++,
  packageType: 'Box',
  width: '0',
  height: '0',
  depth: '0',
  weight: '0',
  boxes: '1',
});

interface LabelFormValues {
  supplierFacilityId: number | '';
  date: string;
  estimatedValue: string;
  packages: LabelPackageRow[];
}
const labelForm = z
  .custom<LabelFormValues>()
  .transform(
    (v) =>
      // blanks stay undefined for the schema to answer 'Field is required'
      ({
        supplierFacilityId: v.supplierFacilityId === '' ? undefined : v.supplierFacilityId,
        date: v.date,
        estimatedValue: v.estimatedValue.trim(),
        packages: v.packages.map((r) => ({ packageType: r.packageType, ...measureNumbers(r), boxes: numberOf(r.boxes) })),
      }) as z.input<typeof labelRequest>,
  )
  .pipe(labelRequest);

export function useLabelForm(order: Pick<OrderDetail, 'shipFromFacilityId'>, facilities: Facility[], details: PackageDetails) {
  const today = localDay();
  const form = useForm<LabelFormValues, unknown, LabelRequest>({
    resolver: zodResolver(labelForm),
    reValidateMode: 'onSubmit',
    defaultValues: {
      supplierFacilityId: preselectedFacility(
        facilities,
        (f) => f.id === order.shipFromFacilityId || (!order.shipFromFacilityId && f.isPrimaryLocation),
      ),
      date: today,
      estimatedValue: details.estimatedValue,
      packages: details.packages.length
        ? details.packages.map((p) => ({ key: nextKey++, packageType: p.packageType, ...measureTexts(p), boxes: textOf(p.boxes) }))
        : [defaultPackageRow()],
    },
  });
  const [supplierFacilityId, date, estimatedValue, rows] = useWatch({
    control: form.control,
    name: ['supplierFacilityId', 'date', 'estimatedValue', 'packages'],
  });
  // read while rendering, so that the form subscribes to its errors
  const { errors } = form.formState;
  const setRows = (next: LabelPackageRow[]) => form.setValue('packages', next);

  return {
    form,
    today,
    supplierFacilityId,
    date,
    estimatedValue,
    rows,
    dateProblem: labelDayProblem(date, today),
    setRows,
    update: (key: number, change: Partial<LabelPackageRow>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...change } : r))),
    /** The message at a path of the request ('packages.0.width'), as of the last submit. */
    error: (path: string) => errorAt(errors, path),
  };
}
