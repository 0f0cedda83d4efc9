CREATE TABLE "conversation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presence_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"advisor_id" integer NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_alerted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "missed_in_a_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "auto_offline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisors" ADD COLUMN "weekly_hours" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "origin" text DEFAULT 'chat' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_email" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "key_sealed" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "unread_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversation_links" ADD CONSTRAINT "conversation_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_alerts" ADD CONSTRAINT "presence_alerts_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_links_conversation_idx" ON "conversation_links" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_alerts_advisor_email_idx" ON "presence_alerts" USING btree ("advisor_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_alerts_confirm_idx" ON "presence_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "presence_alerts_unsubscribe_idx" ON "presence_alerts" USING btree ("unsubscribe_token_hash");--> statement-breakpoint
CREATE INDEX "presence_alerts_email_idx" ON "presence_alerts" USING btree ("email");