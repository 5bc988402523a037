-- CreateTable
CREATE TABLE "PostalCodeCacheEntry" (
    "cep" TEXT NOT NULL,
    "found" BOOLEAN NOT NULL,
    "street" TEXT NOT NULL DEFAULT '',
    "neighborhood" TEXT NOT NULL DEFAULT '',
    "city" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL DEFAULT '',
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PostalCodeCacheEntry_pkey" PRIMARY KEY ("cep")
);

-- CreateIndex
CREATE INDEX "PostalCodeCacheEntry_expiresAt_idx" ON "PostalCodeCacheEntry"("expiresAt");
