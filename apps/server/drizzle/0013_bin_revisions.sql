CREATE TABLE "bin_revisions" (
	"bin_id" text NOT NULL,
	"number" integer NOT NULL,
	"author_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"visibility" text NOT NULL,
	"content" text,
	"delta" jsonb,
	"lines_added" integer DEFAULT 0 NOT NULL,
	"lines_removed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bin_revisions_bin_id_number_pk" PRIMARY KEY("bin_id","number")
);
--> statement-breakpoint
ALTER TABLE "bin_revisions" ADD CONSTRAINT "bin_revisions_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "bin_revisions" ADD CONSTRAINT "bin_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- History begins now: every bin's present state is its first revision, kept whole.
INSERT INTO "bin_revisions" ("bin_id", "number", "author_id", "at", "title", "language", "visibility", "content", "lines_added")
SELECT "id", 1, "owner_id", "updated_at", "title", "language", "visibility", "content",
  length("content") - length(replace("content", E'\n', '')) + (CASE WHEN right("content", 1) = E'\n' THEN 0 ELSE 1 END)
FROM "bins";
