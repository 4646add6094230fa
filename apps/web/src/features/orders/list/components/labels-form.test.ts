import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contracts';
import { LABEL_DATE_MESSAGES, labelDateBounds, localDay } from '@portal/contracts';
import { emptyLabelsForm, labelsForm } from './labels-form.ts';

const messagesOf = (input: unknown) => {
  const parsed = labelsForm.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('bulk labels form', () => {
  it('starts on the first day of the window with no format, which is required', () => {
    expect(emptyLabelsForm()).toEqual({ shippingDate: labelDateBounds(localDay()).min, format: '' });
    expect(messagesOf(emptyLabelsForm())).toEqual({ format: MESSAGES.required });
  });

  it("says the label window's messages for the shipping date", () => {
    const { min, max } = labelDateBounds(localDay());
    expect(messagesOf({ shippingDate: '2000-01-01', format: 'Paper4X6' }).shippingDate).toBe(LABEL_DATE_MESSAGES.past);
    expect(messagesOf({ shippingDate: `${Number(max.slice(0, 4)) + 1}${max.slice(4)}`, format: 'Paper4X6' }).shippingDate).toBe(
      LABEL_DATE_MESSAGES.tooFar,
    );
    expect(messagesOf({ shippingDate: '', format: 'Paper4X6' }).shippingDate).toBe(MESSAGES.required);
    expect(labelsForm.parse({ shippingDate: min, format: 'Paper4X6' })).toEqual({ shippingDate: min, format: 'Paper4X6' });
  });
});
