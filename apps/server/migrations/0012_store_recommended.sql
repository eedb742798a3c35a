ALTER TABLE "product_variants" ADD COLUMN "recommended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "product_variants" SET "recommended" = true WHERE "slug" = 'flex-8-group';
