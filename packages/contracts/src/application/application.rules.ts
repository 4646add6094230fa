// Pure rules of the supplier application (spec 001 sections 2.5, 4 "Application form behaviour", 5, 9), shared by the
// web form and the server: pickup times, the invitation's state, what counts as an empty optional contact.

/** Pickup times are offered every 30 minutes; the value is 24-hour "HH:mm" (5 characters, within the spec's 1 to 8). */
export const PICKUP_TIME_STEP_MINUTES = 30;
export const PICKUP_TIMES: readonly string[] = Array.from({ length: (24 * 60) / PICKUP_TIME_STEP_MINUTES }, (_, i) => {
  const minutes = i * PICKUP_TIME_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const DEFAULT_PICKUP_FROM = '09:00';
export const DEFAULT_PICKUP_TO = '17:00';

export const isPickupTime = (value: string): boolean => PICKUP_TIMES.includes(value);

/** "13:30" -> "1:30 PM" (12-hour label of a pickup time). */
export function pickupTimeLabel(value: string): string {
  const [h, m] = value.split(':').map(Number) as [number, number];
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** The pickup-to choices allowed after a pickup-from: strictly later times of the same day (all of them if none chosen). */
export function pickupToOptions(pickupFrom: string): readonly string[] {
  return isPickupTime(pickupFrom) ? PICKUP_TIMES.filter((t) => t > pickupFrom) : PICKUP_TIMES;
}

/** Spec 4: changing pickup-from resets pickup-to to the first valid option when the current one is not allowed. */
export function adjustPickupTo(pickupFrom: string, pickupTo: string): string {
  const options = pickupToOptions(pickupFrom);
  return options.includes(pickupTo) ? pickupTo : (options[0] ?? '');
}

/** Lead times (spec 5, 9): whole days from 1 to 20. */
export const LEAD_TIME_MIN_DAYS = 1;
export const LEAD_TIME_MAX_DAYS = 20;
/** Decided (docs/decisions/application.md): at most this many warehouses and this many return warehouses per application. */
export const MAX_APPLICATION_WAREHOUSES = 20;

export const OPTIONAL_CONTACTS = [
  'accountManagerContact',
  'accountReceivableContact',
  'orderingHandlingOrFulfillmentContact',
  'customerSupportContact',
] as const;
export type OptionalContactKey = (typeof OPTIONAL_CONTACTS)[number];

/** Spec 5: an optional contact whose fields are all empty (or missing) is treated as absent. */
export function isBlankApplicationContact(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['name', 'email', 'phone'].every((k) => v[k] === undefined || v[k] === null || (typeof v[k] === 'string' && v[k].trim() === ''));
}

export const INVITATION_STATES = ['Open', 'Expired', 'Applied'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Spec 4 "Invitation": an application wins over expiry (a used invitation always shows "already submitted"). */
export function invitationState(invitation: { hasApplication: boolean; expiredOn: Date | string }, now: Date): InvitationState {
  if (invitation.hasApplication) return 'Applied';
  return new Date(invitation.expiredOn).getTime() <= now.getTime() ? 'Expired' : 'Open';
}

/** The texts of spec 2.5, quoted. */
export const APPLICATION_TEXTS = {
  title: 'New supplier application',
  submit: 'Submit application',
  expiredTitle: 'Invitation has expired',
  expiredText: 'Contact us to receive a new one.',
  appliedTitle: 'Application already submitted',
  appliedText: 'Supplier application form has already been submitted. For any further changes contact us.',
  successTitle: 'Your application has been submitted',
  successText: 'Thank you for submitting your application, we will review your information and reach out shortly to discuss next steps.',
  sections: {
    general: 'General',
    contact: 'Contact',
    warehouse: 'Warehouse',
    returnWarehouse: 'Return warehouse',
    notes: 'Additional notes (optional)',
  },
} as const;

/** Messages of the rules the spec leaves to us (docs/decisions/application.md). */
export const APPLICATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  pickupToAfterFrom: 'Pickup to must be later than pickup from',
  invalidPickupTime: 'Select a time from the list',
  returnWarehousesNotAccepted: 'Return warehouses must be empty when returns are not accepted',
  atLeastOneWarehouse: 'At least one warehouse is required',
  unknownCountry: 'Select a country from the list',
  stateOfOtherCountry: 'Select a state of the chosen country',
  invitationNotFound: 'The invitation was not found.',
  invitationExpired: 'The invitation has expired.',
  invitationUsed: 'An application has already been submitted with this invitation.',
  throttled: 'Too many attempts. Please wait and try again later.',
} as const;
