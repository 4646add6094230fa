-- A session signed in through the supplier's OpenID provider keeps which provider it was and the provider's ID token
-- (sealed with AES-256-GCM, as the client secret), kept by its rotations, a supplier switch and a password change as
-- signed_in_with is: at sign-out the portal sends the person to that provider's logout with the ID token as
-- id_token_hint (OpenID Connect RP-Initiated Logout 1.0), also after a switch to a supplier with another provider or
-- none (docs/decisions/auth.md, "Single sign-on").
ALTER TABLE "refresh_tokens" ADD COLUMN "sso_provider_id" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "sso_id_token_sealed" text;
