-- How a session was signed in (docs/decisions/auth.md, "Single sign-on": "Switching from a provider's session"): the
-- sign-in's method, kept by every rotation of the family and by a switch of supplier, so a session signed in through
-- one supplier's identity provider (no second step of the portal) cannot be switched into another supplier that
-- requires a second factor. Null for the sessions signed in before this column.
ALTER TABLE "refresh_tokens" ADD COLUMN "signed_in_with" text;
