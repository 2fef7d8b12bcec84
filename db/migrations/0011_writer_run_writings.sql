ALTER TABLE "writer_runs" RENAME COLUMN "piece_id" TO "writing_id";--> statement-breakpoint
ALTER INDEX "writer_runs_piece_idx" RENAME TO "writer_runs_writing_idx";