ALTER TABLE "bin_creations" DROP CONSTRAINT "bin_creations_bin_id_bins_id_fk";
--> statement-breakpoint
ALTER TABLE "bins" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bins" ADD COLUMN "burn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bin_creations" ADD CONSTRAINT "bin_creations_bin_id_bins_id_fk" FOREIGN KEY ("bin_id") REFERENCES "public"."bins"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "bins_expires" ON "bins" USING btree ("expires_at") WHERE "bins"."expires_at" IS NOT NULL;