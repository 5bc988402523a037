-- CreateIndex
CREATE INDEX "PhotoSearchScan_kind_scannedAt_idx" ON "PhotoSearchScan"("kind", "scannedAt");
