ALTER TABLE "writer_runs" ADD COLUMN "piece_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "writer_runs_piece_idx" ON "writer_runs" USING btree ("kind","piece_id");