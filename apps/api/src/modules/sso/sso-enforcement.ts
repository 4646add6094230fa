// The Admin's enforcement (docs/decisions/auth.md, "Single sign-on"): the gate modules/auth asks before a password or
// an e-mailed code is accepted for an address; at a proved domain whose provider is enforced it answers the words why.
import { SSO_MESSAGES } from '@portal/contracts';
import type { SsoEnforcement } from '../auth/index.ts';
import type { SsoDeps } from './sso.deps.ts';
import { providerForEmail } from './provider-sign-in.ts';

export function ssoEnforcement(deps: SsoDeps): SsoEnforcement {
  return {
    async refusal(email) {
      const found = await providerForEmail(deps, email);
      return found?.provider.enforced ? SSO_MESSAGES.enforced : null;
    },
  };
}
