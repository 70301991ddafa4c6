CREATE TABLE "sponsorships" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"tier_name" text NOT NULL,
	"amount" integer NOT NULL,
	"interval" text NOT NULL,
	"is_active" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sponsorships_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
ALTER TABLE "sponsorships" ADD CONSTRAINT "sponsorships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;