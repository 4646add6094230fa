// Demo contacts (Acme: main slots partly filled, additional contacts of several types), Acme's representative and
// key-contact mailboxes, and one deactivated Acme user for the users screen. Nothing of this belongs to Integrated.
import type { Tx } from '../db/client.ts';
import { supplierContacts, supplierKeyContacts, supplierRepresentatives } from '../db/schema/index.ts';
import { insertPerson } from './people.ts';
import { KEY_CONTACT_TOPICS } from '@portal/contracts';

export const DEMO_INACTIVE_USER = 'former@acme.test';

const KEY_CONTACT_MAILBOXES: Record<(typeof KEY_CONTACT_TOPICS)[number], string> = {
  AccountingAndFinance: 'accounting@bison.test',
  Compliance: 'compliance@bison.test',
  CustomerSupport: 'support@bison.test',
  Inventory: 'inventory@bison.test',
  Promotions: 'promotions@bison.test',
  Shipping: 'shipping@bison.test',
  TrackingInformation: 'tracking@bison.test',
};

export async function seedContacts(tx: Tx, supplierIds: { acme: number }, passwordHash: string): Promise<void> {
  const supplierId = supplierIds.acme;
  await tx.insert(supplierContacts).values([
    {
      supplierId,
      isMain: true,
      contactType: 'PrimaryContact',
      name: 'Paula Primary',
      email: 'paula@acme.test',
      phone: '+12125550123',
      cc: ['owners@acme.test', 'office@acme.test'],
    },
    { supplierId, isMain: true, contactType: 'AccountManager', name: 'Adam Accounts', email: 'adam@acme.test', phone: '2125550145' },
    { supplierId, isMain: true, contactType: 'CustomerService', name: 'Sue Support', email: 'support@acme.test', phone: '(646) 555-0199' },
    {
      supplierId,
      isMain: false,
      position: 0,
      contactType: 'OwnerOfTheCompany',
      name: 'Olga Owner',
      email: 'olga@acme.test',
      phone: '2125550100',
    },
    {
      supplierId,
      isMain: false,
      position: 1,
      contactType: 'ShippingDepartment',
      name: 'Sam Shipping',
      email: 'shipping@acme.test',
      phone: '2125550111',
    },
    {
      supplierId,
      isMain: false,
      position: 2,
      contactType: 'ProductData',
      name: 'Pia Products',
      email: 'data@acme.test',
      phone: '2125550122',
    },
  ]);
  await tx.insert(supplierRepresentatives).values({
    supplierId,
    displayName: 'Rita Representative',
    position: 'Senior Supplier Success Manager',
    email: 'rita.representative@bison.test',
    phoneNumber: '+13125550177',
    imageUrl: null,
  });
  await tx
    .insert(supplierKeyContacts)
    .values(KEY_CONTACT_TOPICS.map((topic) => ({ supplierId, topic, email: KEY_CONTACT_MAILBOXES[topic] })));
  await insertPerson(tx, { email: DEMO_INACTIVE_USER, firstName: 'Fred', lastName: 'Former', passwordHash }, [
    { supplierId, isActive: false },
  ]);
}
