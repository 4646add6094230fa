// Requests and answers of the supplier application, its invitation and the country lists (spec 001 sections 3, 5, 7).
// The same schemas validate the web form and the server's request, so every field rule lives here once.
import { z } from '../zod.ts';
// The spec's messages ('Field is required', 'Maximum is 100 characters') come from the installed error map.
import '../messages.ts';
import { recordId } from '../platform/ids.ts';
import {
  APPLICATION_MESSAGES,
  INVITATION_STATES,
  LEAD_TIME_MAX_DAYS,
  LEAD_TIME_MIN_DAYS,
  MAX_APPLICATION_WAREHOUSES,
  OPTIONAL_CONTACTS,
  isBlankApplicationContact,
  isPickupTime,
  PICKUP_TIMES,
} from './application.rules.ts';
import { EMAIL_MAX, EMAIL_PATTERN, isEmailAddress } from '../platform/contact-fields.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/** E-mail: required, at most 254 characters (RFC 5321), a valid address (the one e-mail rule, contact-fields.ts). */
const email = z
  .string()
  .trim()
  .min(1)
  .max(EMAIL_MAX)
  .refine((v) => v === '' || isEmailAddress(v), APPLICATION_MESSAGES.invalidEmail)
  .meta({ format: 'email', pattern: EMAIL_PATTERN.source });

export const applicationAddress = z.strictObject({
  addressName: text(100),
  city: text(50),
  state: text(2),
  zip: text(20),
  country: text(2),
});
export type ApplicationAddress = z.infer<typeof applicationAddress>;

export const applicationContact = z.strictObject({ name: text(50), email, phone: text(50) });
export type ApplicationContact = z.infer<typeof applicationContact>;

/**
 * An optional contact (spec 5): one whose fields are all empty is absent; any other is checked as a contact, with
 * the messages at its own fields.
 */
const blankText = { type: 'string', pattern: '^\\s*$' } as const;
const optionalContact = z
  .strictObject({
    name: z
      .string()
      .nullish()
      .meta({ anyOf: [{ type: 'string', maxLength: 50 }, { type: 'null' }] }),
    // an address, or blank / null when the whole contact is blank (absent)
    email: z
      .string()
      .nullish()
      .meta({
        anyOf: [{ type: 'string', format: 'email', pattern: EMAIL_PATTERN.source, maxLength: EMAIL_MAX }, blankText, { type: 'null' }],
      }),
    phone: z
      .string()
      .nullish()
      .meta({ anyOf: [{ type: 'string', maxLength: 50 }, { type: 'null' }] }),
  })
  .nullish()
  .superRefine((value, ctx) => {
    if (isBlankApplicationContact(value)) return;
    const parsed = applicationContact.safeParse(value);
    if (!parsed.success)
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  })
  .transform((value) => (isBlankApplicationContact(value) ? undefined : applicationContact.parse(value)));

/** A pickup time from the fixed list (every 30 minutes, "HH:mm"): the document lists them as its enum. */
const pickupTime = text(8)
  .refine((v) => v === '' || isPickupTime(v), APPLICATION_MESSAGES.invalidPickupTime)
  .meta({
    enum: [...PICKUP_TIMES],
    description: 'A pickup time from the list (24-hour "HH:mm", every 30 minutes); pickupTo is later than pickupFrom.',
  });

export const applicationWarehouse = z
  .strictObject({ address: applicationAddress, pickupFrom: pickupTime, pickupTo: pickupTime, contactPerson: applicationContact })
  .superRefine((w, ctx) => {
    if (isPickupTime(w.pickupFrom) && isPickupTime(w.pickupTo) && w.pickupTo <= w.pickupFrom)
      ctx.addIssue({ code: 'custom', path: ['pickupTo'], message: APPLICATION_MESSAGES.pickupToAfterFrom });
  });
export type ApplicationWarehouse = z.infer<typeof applicationWarehouse>;

const leadTime = z.int().min(LEAD_TIME_MIN_DAYS).max(LEAD_TIME_MAX_DAYS);

/** POST /supplier-applications: the application minus copyPrimaryContacts (a form-only field; sending it is refused). */
export const supplierApplicationRequest = z
  .strictObject({
    invitationToken: z.string().min(1),
    officialCompanyName: text(100),
    doingBusinessAs: text(100),
    website: text(500),
    address: applicationAddress,
    leadTimes: z.strictObject({ leadTimesForSmallParcelInDays: leadTime, leadTimesForLTLShipmentsInDays: leadTime }),
    primaryContact: applicationContact,
    accountManagerContact: optionalContact,
    accountReceivableContact: optionalContact,
    orderingHandlingOrFulfillmentContact: optionalContact,
    customerSupportContact: optionalContact,
    warehouses: z.array(applicationWarehouse).min(1, APPLICATION_MESSAGES.atLeastOneWarehouse).max(MAX_APPLICATION_WAREHOUSES),
    returnsAccepted: z.boolean(),
    returnWarehouses: z.array(applicationWarehouse).max(MAX_APPLICATION_WAREHOUSES),
    notes: z.string().trim().max(2000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.returnsAccepted && v.returnWarehouses.length === 0)
      ctx.addIssue({ code: 'custom', path: ['returnWarehouses'], message: APPLICATION_MESSAGES.atLeastOneWarehouse });
    if (!v.returnsAccepted && v.returnWarehouses.length > 0)
      ctx.addIssue({ code: 'custom', path: ['returnWarehouses'], message: APPLICATION_MESSAGES.returnWarehousesNotAccepted });
  });
export type SupplierApplicationRequest = z.input<typeof supplierApplicationRequest>;
export type SupplierApplication = z.output<typeof supplierApplicationRequest>;

/** The answer of POST /supplier-applications: the new application's id. */
export const supplierApplicationId = z.int();

/**
 * The web form's values: the request plus copyPrimaryContacts, lead times as typed text and always one return
 * warehouse entry. Its schema turns them into the request (spec 5: return warehouses are validated only when
 * returns are accepted and sent as an empty list otherwise) and then applies the request's own schema.
 */
export interface SupplierApplicationFormValues {
  invitationToken: string;
  officialCompanyName: string;
  doingBusinessAs: string;
  website: string;
  address: ApplicationAddress;
  leadTimes: { leadTimesForSmallParcelInDays: string; leadTimesForLTLShipmentsInDays: string };
  primaryContact: ApplicationContact;
  accountManagerContact: ApplicationContact;
  accountReceivableContact: ApplicationContact;
  orderingHandlingOrFulfillmentContact: ApplicationContact;
  customerSupportContact: ApplicationContact;
  copyPrimaryContacts: boolean;
  warehouses: ApplicationWarehouse[];
  returnsAccepted: boolean;
  returnWarehouses: ApplicationWarehouse[];
  notes: string;
}

const leadTimeInput = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v);

export function toApplicationRequest(values: SupplierApplicationFormValues): SupplierApplicationRequest {
  const { copyPrimaryContacts, ...rest } = values;
  void copyPrimaryContacts;
  const request: Record<string, unknown> = {
    ...rest,
    leadTimes: {
      leadTimesForSmallParcelInDays: leadTimeInput(values.leadTimes.leadTimesForSmallParcelInDays),
      leadTimesForLTLShipmentsInDays: leadTimeInput(values.leadTimes.leadTimesForLTLShipmentsInDays),
    },
    returnWarehouses: values.returnsAccepted ? values.returnWarehouses : [],
    notes: values.notes.trim() === '' ? null : values.notes,
  };
  for (const key of OPTIONAL_CONTACTS) if (isBlankApplicationContact(values[key])) delete request[key];
  return request as SupplierApplicationRequest;
}

export const supplierApplicationForm: z.ZodType<SupplierApplication, SupplierApplicationFormValues> = z.preprocess(
  (values) => toApplicationRequest(values as SupplierApplicationFormValues),
  supplierApplicationRequest,
) as unknown as z.ZodType<SupplierApplication, SupplierApplicationFormValues>;

/** GET /supplier-invitation/{invitationToken} (spec 3 "Invitation"); state is the server's reading of it at its clock. */
export const supplierInvitation = z.object({
  id: recordId,
  createdOn: z.iso.datetime(),
  expiredOn: z.iso.datetime(),
  invitationToken: z.string(),
  hasApplication: z.boolean(),
  notFound: z.boolean(),
  state: z.enum(INVITATION_STATES),
  /** Whom to write to for a new invitation (the marketplace's onboarding address, from the server's configuration). */
  contactEmail: z.email(),
});
export type SupplierInvitation = z.infer<typeof supplierInvitation>;

/** Country and state options (spec 3): value is the ISO 3166-1 alpha-2 code, or the ISO 3166-2 subdivision code. */
export const countryOption = z.object({ value: z.string(), label: z.string() });
export type CountryOption = z.infer<typeof countryOption>;
