-- CreateTable
CREATE TABLE "UploadLock" (
    "uploadId" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "releaseWanted" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "UploadLock_pkey" PRIMARY KEY ("uploadId")
);
