// The bulk labels form's checks in the browser's day: the contracts' label date window and the label formats.
import { isValidDay, LABEL_FORMATS, labelDayProblem, localDay, MESSAGES, type LabelFormat } from '@portal/contracts';

/** null when the yyyy-MM-dd date is inside the window (the browser's today .. +3 days), else the message; no date is required. */
export function checkLabelShippingDate(value: string, now: Date = new Date()): string | null {
  return isValidDay(value) ? labelDayProblem(value, localDay(now)) : MESSAGES.required;
}

export function checkLabelFormat(value: string): string | null {
  return (LABEL_FORMATS as readonly string[]).includes(value) ? null : MESSAGES.required;
}

export const isLabelFormat = (value: string): value is LabelFormat => checkLabelFormat(value) === null;
