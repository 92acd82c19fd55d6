CREATE TABLE "suggestion_idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"suggestion_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suggestion_idempotency_keys" ADD CONSTRAINT "suggestion_idempotency_keys_suggestion_id_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."suggestions"("id") ON DELETE cascade ON UPDATE no action;