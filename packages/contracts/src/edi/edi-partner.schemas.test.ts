// The partner setup's rules and words (docs/decisions/edi.md, "The partner setup"): what the console's form and the
// API both check, with the same messages.
import { describe, expect, it } from 'vitest';
import { EDI_PARTNER_DOCUMENTS, EDI_PARTNER_MESSAGES, ediInterchangeFileName, ediTradingPartnerRequest } from './edi-partner.schemas.ts';

const SETUP = { isaQualifier: 'ZZ', isaId: 'ACMEHOME', gsId: 'ACMEGS', documents: ['850', '855'], enabled: true, testMode: false };
const messageOf = (patch: Record<string, unknown>) => {
  const parsed = ediTradingPartnerRequest.safeParse({ ...SETUP, ...patch });
  return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ediTradingPartnerRequest', () => {
  it('takes ids upper-case as the ISA carries them; an empty or missing GS id is the ISA id (null)', () => {
    expect(ediTradingPartnerRequest.parse({ ...SETUP, isaQualifier: ' zz ', isaId: 'acme home  ', gsId: ' acme-gs ' })).toEqual({
      ...SETUP,
      isaId: 'ACME HOME',
      gsId: 'ACME-GS',
    });
    expect(ediTradingPartnerRequest.parse({ ...SETUP, gsId: '' }).gsId).toBeNull();
    expect(ediTradingPartnerRequest.parse({ ...SETUP, gsId: null }).gsId).toBeNull();
    const { gsId: _, ...withoutGs } = SETUP;
    expect(ediTradingPartnerRequest.parse(withoutGs).gsId).toBeNull();
  });

  it.each([
    [{ isaQualifier: 'Z' }, `isaQualifier: ${EDI_PARTNER_MESSAGES.isaQualifier}`],
    [{ isaQualifier: 'Z!' }, `isaQualifier: ${EDI_PARTNER_MESSAGES.isaQualifier}`],
    [{ isaId: '' }, `isaId: ${EDI_PARTNER_MESSAGES.isaId}`],
    [{ isaId: ' ACME' }, `isaId: ${EDI_PARTNER_MESSAGES.isaId}`],
    [{ isaId: 'A*B' }, `isaId: ${EDI_PARTNER_MESSAGES.isaId}`],
    [{ isaId: 'A'.repeat(16) }, `isaId: ${EDI_PARTNER_MESSAGES.isaId}`],
    [{ gsId: 'A' }, `gsId: ${EDI_PARTNER_MESSAGES.gsId}`],
    [{ gsId: 'A B' }, `gsId: ${EDI_PARTNER_MESSAGES.gsId}`],
    [{ gsId: 'A'.repeat(16) }, `gsId: ${EDI_PARTNER_MESSAGES.gsId}`],
    [{ documents: [] }, `documents: ${EDI_PARTNER_MESSAGES.documents}`],
    [{ documents: ['850', '850'] }, `documents: ${EDI_PARTNER_MESSAGES.documents}`],
  ])('refuses %j with its words', (patch, message) => {
    expect(messageOf(patch)).toEqual([message]);
  });

  it('refuses a document the portal does not exchange, and a switch that is not a boolean', () => {
    expect(messageOf({ documents: ['840'] })?.[0]).toMatch(/^documents\.0: /);
    expect(messageOf({ enabled: 'yes' })?.[0]).toMatch(/^enabled: /);
    expect(messageOf({ testMode: undefined })?.[0]).toMatch(/^testMode: /);
  });
});

describe('the documents by way, and the file name', () => {
  it('names the 997 both ways and each other document one way', () => {
    expect(EDI_PARTNER_DOCUMENTS).toEqual({ out: ['820', '850', '860', '997'], in: ['810', '855', '856', '997'] });
  });
  it('names a file by its direction and control number, an unread one by its id', () => {
    expect(ediInterchangeFileName({ interchangeId: 7, direction: 'inbound', controlNumber: '000000123' })).toBe('inbound-000000123.edi');
    expect(ediInterchangeFileName({ interchangeId: 7, direction: 'inbound', controlNumber: null })).toBe('inbound-unread-7.edi');
  });
});
