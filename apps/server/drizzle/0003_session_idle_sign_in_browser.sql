-- Sign-ins still pending were begun by no browser we could name now; they end here (10 minutes at most).
DELETE FROM "oauth_requests";--> statement-breakpoint
ALTER TABLE "oauth_requests" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
