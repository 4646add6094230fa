// No server-side request forgery: a webhook goes only to an http(s) URL whose host resolves to public unicast
// addresses, checked when the endpoint is saved and again before every delivery (DNS may change: the delivery then
// connects to the address checked here, never resolving twice). WEBHOOKS_ALLOW_PRIVATE lets development and tests
// use a local receiver.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { INTEGRATION_MESSAGES } from '@portal/contracts';

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export class BlockedUrl extends Error {}

/** Is this address one a webhook may reach without WEBHOOKS_ALLOW_PRIVATE? Only global unicast. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:10.0.0.1 is 10.0.0.1
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

export async function resolveWebhookTarget(raw: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedUrl('Enter an http or https address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedUrl('Enter an http or https address.');
  if (url.username || url.password) throw new BlockedUrl('The address may not carry a user name or password.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new BlockedUrl(INTEGRATION_MESSAGES.unresolvable);
  }
  if (addresses.length === 0) throw new BlockedUrl(INTEGRATION_MESSAGES.unresolvable);
  // every address the name has must be public: an attacker's name may list a public and a private one
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) throw new BlockedUrl(INTEGRATION_MESSAGES.privateAddress);
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
