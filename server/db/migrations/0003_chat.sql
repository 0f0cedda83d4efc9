CREATE TABLE "advisor_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"advisor_id" integer NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"offer" jsonb,
	"client_id" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"advisor_id" integer NOT NULL,
	"prenom" text NOT NULL,
	"page" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"advisor_received_up_to" integer DEFAULT 0 NOT NULL,
	"advisor_read_up_to" integer DEFAULT 0 NOT NULL,
	"visitor_received_up_to" integer DEFAULT 0 NOT NULL,
	"visitor_read_up_to" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_offers" ADD CONSTRAINT "advisor_offers_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_offers_advisor_idx" ON "advisor_offers" USING btree ("advisor_id","position");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_idx" ON "chat_messages" USING btree ("conversation_id","author","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_key_idx" ON "conversations" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "conversations_advisor_idx" ON "conversations" USING btree ("advisor_id","state");--> statement-breakpoint
CREATE INDEX "conversations_activity_idx" ON "conversations" USING btree ("last_activity_at");