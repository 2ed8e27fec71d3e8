ALTER TABLE "model_portfolios" ADD COLUMN "name_ms" text;--> statement-breakpoint
ALTER TABLE "model_portfolios" ADD COLUMN "description_ms" text;