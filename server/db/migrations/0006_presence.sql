CREATE TABLE "console_presence" (
	"instance" text NOT NULL,
	"advisor_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_presence_instance_advisor_id_pk" PRIMARY KEY("instance","advisor_id")
);
--> statement-breakpoint
ALTER TABLE "console_presence" ADD CONSTRAINT "console_presence_advisor_id_advisors_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."advisors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_presence_advisor_idx" ON "console_presence" USING btree ("advisor_id");