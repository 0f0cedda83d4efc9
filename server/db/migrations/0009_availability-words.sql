ALTER TABLE "advisors" ALTER COLUMN "status" SET DEFAULT 'offline';--> statement-breakpoint
-- An availability is stored by its name (contract/domain/availability.ts): the spec's codes were stored until now ('1' available, '2' busy, anything else offline).
UPDATE "advisors" SET "status" = CASE "status" WHEN '1' THEN 'available' WHEN '2' THEN 'busy' ELSE 'offline' END WHERE "status" NOT IN ('available', 'busy', 'offline');--> statement-breakpoint
UPDATE "status_events" SET "status" = CASE "status" WHEN '1' THEN 'available' WHEN '2' THEN 'busy' ELSE 'offline' END WHERE "status" NOT IN ('available', 'busy', 'offline');
