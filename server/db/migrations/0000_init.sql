CREATE TABLE "advisors" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"specialty" text,
	"rating" text,
	"status" text DEFAULT '0' NOT NULL,
	"photo" text,
	"video" text,
	"description" text,
	"messenger" text,
	"whatsapp" text,
	"phone" text,
	"reviews_count" integer NOT NULL,
	CONSTRAINT "advisors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"prenom" text NOT NULL,
	"question" text NOT NULL,
	"category" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advisors_type_idx" ON "advisors" USING btree ("type");