-- EDI partner setup (docs/decisions/edi.md, "The partner setup"): the partner's GS id (GS02 of its files, GS03 of the
-- portal's; null: its ISA id, as before) and its test mode (its files are checked and acknowledged, applied to
-- nothing; the portal's files to it carry ISA15 'T').
ALTER TABLE "edi_trading_partners" ADD COLUMN "gs_id" text;--> statement-breakpoint
ALTER TABLE "edi_trading_partners" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "edi_trading_partners" ADD CONSTRAINT "edi_trading_partners_gs_id_ck" CHECK ("edi_trading_partners"."gs_id" ~ '^[0-9A-Z._-]{2,15}$');
