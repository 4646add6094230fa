ALTER TABLE "outbox" ADD COLUMN "next_attempt_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "failed_on" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_on") WHERE "outbox"."sent_on" is null and "outbox"."failed_on" is null and "outbox"."next_attempt_on" is not null;--> statement-breakpoint
CREATE INDEX "outbox_sent_idx" ON "outbox" USING btree ("sent_on");