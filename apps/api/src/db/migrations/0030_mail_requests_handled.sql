ALTER TABLE "auth_attempts" ADD COLUMN "handled_on" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "auth_attempts_unhandled_idx" ON "auth_attempts" USING btree ("created_on") WHERE "auth_attempts"."handled_on" is null and "auth_attempts"."kind" in ('reset-mail', 'one-time-code');--> statement-breakpoint
-- requests made before this migration were handled by their own process: the sweep must not mail them again
UPDATE "auth_attempts" SET "handled_on" = "created_on" WHERE "kind" IN ('reset-mail', 'one-time-code');
