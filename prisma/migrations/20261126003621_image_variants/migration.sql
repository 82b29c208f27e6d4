-- AlterTable
ALTER TABLE "File" ADD COLUMN     "variants" JSONB;

-- The image copies job (makeMissingVariants, modules/files/file.jobs.ts) looks each minute for images whose WebP copies
-- are not made yet: only those are in this index, so the look-up reads none once all are made.
CREATE INDEX "File_variants_missing_idx" ON "File" (id) WHERE kind = 'IMAGE' AND variants IS NULL;
