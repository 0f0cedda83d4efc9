CREATE TABLE "self_exclusion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"duration" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
