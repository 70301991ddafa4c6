CREATE TABLE "mcp_oauth_records" (
	"model" text NOT NULL,
	"id_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_id" uuid,
	"uid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "mcp_oauth_records_model_id_hash_pk" PRIMARY KEY("model","id_hash")
);
--> statement-breakpoint
ALTER TABLE "mcp_oauth_records" ADD CONSTRAINT "mcp_oauth_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcp_oauth_records_grant" ON "mcp_oauth_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "mcp_oauth_records_user" ON "mcp_oauth_records" USING btree ("user_id","model");--> statement-breakpoint
CREATE INDEX "mcp_oauth_records_uid" ON "mcp_oauth_records" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "mcp_oauth_records_expires" ON "mcp_oauth_records" USING btree ("expires_at");