// Company contacts and the representative (spec 2.7, 3, 5, 7): one schema per call, shared by the form and the server.
import { z } from '../zod.ts';
import {
  ADDITIONAL_CONTACT_TYPES,
  CONTACT_TYPES,
  KEY_CONTACT_TOPICS,
  MAIN_CONTACT_SLOTS,
  type ContactType,
  type MainContactKey,
} from './contacts.enums.ts';
import { resourceVersion } from '../platform/concurrency.ts';
import { INVALID_EMAIL_MESSAGE, contactPhone, emailAddress } from '../platform/contact-fields.ts';

export const CONTACT_NAME_MAX = 50;
/** CC addresses one main contact may carry, and additional contacts a supplier may keep (our bounds). */
export const MAX_CC_EMAILS = 10;
export const MAX_ADDITIONAL_CONTACTS = 50;

export const CONTACT_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
  duplicateCc: 'This email is already listed for this contact',
  emailOfMainContact: 'This email belongs to a main contact; add it there as a CC email instead',
  updated: 'Contacts updated successfully',
  additionalUpdated: 'Additional contacts updated successfully',
  loadFailed: 'Unable to retrieve company contacts.',
  representativesFailed: 'Unable to retrieve your representatives.',
} as const;

export const contactName = z.string().trim().min(1).max(CONTACT_NAME_MAX);

export const ccEmail = z.object({ email: emailAddress });

/** A main contact of one slot: its natural type, CC addresses distinct from its e-mail and from each other. */
export const mainContact = (contactType: ContactType) =>
  z
    .strictObject({
      name: contactName,
      email: emailAddress,
      phone: contactPhone,
      contactType: z.literal(contactType),
      cc: z.array(ccEmail).max(MAX_CC_EMAILS),
    })
    .superRefine((contact, ctx) => {
      const seen = new Set([contact.email.toLowerCase()]);
      contact.cc.forEach((cc, index) => {
        const key = cc.email.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['cc', index, 'email'], message: CONTACT_MESSAGES.duplicateCc });
        seen.add(key);
      });
    });

/** PUT /supplier-contacts/contacts: the primary contact is required, the four others may be null (cleared). */
export const mainContactsRequest = z.strictObject({
  primaryContact: mainContact('PrimaryContact'),
  accountManager: mainContact('AccountManager').nullable(),
  accountReceivable: mainContact('AccountReceivable').nullable(),
  orderingHandlingFulfillment: mainContact('OrderingHandlingFulfillment').nullable(),
  customerService: mainContact('CustomerService').nullable(),
});
export type MainContactsRequest = z.infer<typeof mainContactsRequest>;

export const otherContact = z.strictObject({
  name: contactName,
  email: emailAddress,
  phone: contactPhone,
  contactType: z.enum(ADDITIONAL_CONTACT_TYPES),
});
export type OtherContact = z.infer<typeof otherContact>;

/** PUT /supplier-contacts/other-contacts: the full replacement list. */
export const otherContactsRequest = z.strictObject({ otherContacts: z.array(otherContact).max(MAX_ADDITIONAL_CONTACTS) });
export type OtherContactsRequest = z.infer<typeof otherContactsRequest>;

export const contact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  contactType: z.enum(CONTACT_TYPES),
  cc: z.array(z.object({ email: z.string() })),
});
export type Contact = z.infer<typeof contact>;

/** GET /supplier-contacts. */
export const companyContacts = z.object({
  primaryContact: contact.nullable(),
  accountManager: contact.nullable(),
  accountReceivable: contact.nullable(),
  orderingHandlingFulfillment: contact.nullable(),
  customerService: contact.nullable(),
  otherContacts: z.array(contact),
  /** Both lists' version: send it back as If-Match on either save (412 when someone saved meanwhile). */
  version: resourceVersion,
});
export type CompanyContacts = z.infer<typeof companyContacts>;

/** GET /supplier-representative: null when no representative is assigned yet. */
export const companyRepresentative = z.object({
  displayName: z.string(),
  position: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  imageUrl: z.string().nullable().optional(),
});
export type CompanyRepresentative = z.infer<typeof companyRepresentative>;

/** GET /bison-contacts: the commerce company's mailboxes for the supplier, one per topic. */
export const keyContact = z.object({ topic: z.enum(KEY_CONTACT_TOPICS), email: z.string() });
export type KeyContact = z.infer<typeof keyContact>;

// ----- the edit forms (the same field rules; blank optional slots and the client-only flag handled here) -----

export interface ContactFormValue {
  name: string;
  email: string;
  phone: string;
  contactType: ContactType;
  cc: { email: string }[];
}
export type MainContactsForm = Record<MainContactKey, ContactFormValue>;

export const isBlankContact = (c: Pick<ContactFormValue, 'name' | 'email' | 'phone' | 'cc'>): boolean =>
  !c.name.trim() && !c.email.trim() && !c.phone.trim() && c.cc.every((cc) => !cc.email.trim());

/** The main contacts form: each slot by mainContact, except an entirely blank optional slot (it is cleared). */
const contactFormValue = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  contactType: z.enum(CONTACT_TYPES),
  cc: z.array(z.object({ email: z.string() })),
});
export const mainContactsForm = z
  .object({
    primaryContact: contactFormValue,
    accountManager: contactFormValue,
    accountReceivable: contactFormValue,
    orderingHandlingFulfillment: contactFormValue,
    customerService: contactFormValue,
  })
  .superRefine((form, ctx) => {
    for (const slot of MAIN_CONTACT_SLOTS) {
      const value = form[slot.key];
      if (slot.key !== 'primaryContact' && isBlankContact(value)) continue;
      const result = mainContact(slot.contactType).safeParse(value);
      if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [slot.key, ...issue.path] } as never);
    }
  });

/** The PUT body of the main contacts form: blank optional slots become null. */
export function mainContactsFromForm(form: MainContactsForm): MainContactsRequest {
  const body = {} as Record<MainContactKey, unknown>;
  for (const slot of MAIN_CONTACT_SLOTS) {
    const value = form[slot.key];
    body[slot.key] =
      slot.key !== 'primaryContact' && isBlankContact(value)
        ? null
        : {
            name: value.name.trim(),
            email: value.email.trim(),
            phone: value.phone.trim(),
            contactType: slot.contactType,
            cc: value.cc.map((cc) => ({ email: cc.email.trim() })),
          };
  }
  return body as MainContactsRequest;
}

/** The form's value of a slot: a missing contact is empty strings with its natural type (spec 4). */
export function mainContactsToForm(contacts: CompanyContacts | undefined): MainContactsForm {
  const form = {} as MainContactsForm;
  for (const slot of MAIN_CONTACT_SLOTS) {
    const c = contacts?.[slot.key];
    form[slot.key] = {
      name: c?.name ?? '',
      email: c?.email ?? '',
      phone: c?.phone ?? '',
      contactType: slot.contactType,
      cc: c?.cc.map((cc) => ({ email: cc.email })) ?? [],
    };
  }
  return form;
}

/** An additional contact in the form: isExisting (client only) marks one loaded from the server; never sent. */
export const otherContactFormItem = z.object({
  name: contactName,
  email: emailAddress,
  phone: contactPhone,
  contactType: z.enum(ADDITIONAL_CONTACT_TYPES),
  isExisting: z.boolean(),
});
export const otherContactsForm = z.object({ otherContacts: z.array(otherContactFormItem).max(MAX_ADDITIONAL_CONTACTS) });
export type OtherContactsForm = z.input<typeof otherContactsForm>;

export const newOtherContact = (): OtherContactsForm['otherContacts'][number] => ({
  name: '',
  email: '',
  phone: '',
  contactType: 'Other',
  isExisting: false,
});

export function otherContactsFromForm(form: OtherContactsForm): OtherContactsRequest {
  return {
    otherContacts: form.otherContacts.map(({ isExisting: _clientOnly, ...rest }) => ({
      ...rest,
      name: rest.name.trim(),
      email: rest.email.trim(),
      phone: rest.phone.trim(),
    })),
  };
}
