-- Full-text search over a bin's title (weighted first) and the start of its text. The 'simple'
-- configuration keeps words as written (code is not English prose); < and > become spaces, or the
-- parser would take <v-btn> for an HTML tag and index nothing of it; 100,000 characters of text keep
-- every tsvector far below PostgreSQL's 1 MB limit, so no save can fail on it.
ALTER TABLE "bins" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', translate("title", '<>', '  ')), 'A')
  || setweight(to_tsvector('simple', translate(left("content", 100000), '<>', '  ')), 'B')
) STORED;--> statement-breakpoint
CREATE INDEX "bins_search" ON "bins" USING gin ("search");
