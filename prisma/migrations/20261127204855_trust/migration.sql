-- CreateEnum
CREATE TYPE "EventArchiveStatus" AS ENUM ('ARCHIVING', 'ARCHIVED', 'RESTORING');

-- CreateEnum
CREATE TYPE "DataRequestKind" AS ENUM ('EXPORT', 'DELETION');

-- CreateEnum
CREATE TYPE "DataRequestStatus" AS ENUM ('AWAITING_CONFIRMATION', 'CONFIRMED', 'PROCESSING', 'DONE', 'FAILED', 'CANCELLED');

-- CreateEnum
CREATE TYPE "DataRequestSource" AS ENUM ('CUSTOMER', 'STUDIO');

-- CreateEnum
CREATE TYPE "ConsentPurpose" AS ENUM ('CHECKOUT', 'SELFIE_SEARCH', 'PHOTO_ALERT', 'CART_REMINDER');

-- AlterTable
ALTER TABLE "Plan" ADD COLUMN     "archivedStorageCounts" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Studio" ADD COLUMN     "archivedStorageUsedBytes" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "downloadDaysAfterExpiry" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "AdminUser" ADD COLUMN     "recoveryCodes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "totpEnabledAt" TIMESTAMP(3),
ADD COLUMN     "totpLastStep" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "totpSecret" TEXT;

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "archiveDone" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "archiveError" TEXT,
ADD COLUMN     "archiveStatus" "EventArchiveStatus",
ADD COLUMN     "archiveTotal" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "expiresAt" TIMESTAMP(3),
ADD COLUMN     "previewsDropped" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "PhotoFile" ADD COLUMN     "archived" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "GallerySession" ADD COLUMN     "invitationId" UUID;

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "purgedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "DataRequest" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "kind" "DataRequestKind" NOT NULL,
    "status" "DataRequestStatus" NOT NULL DEFAULT 'AWAITING_CONFIRMATION',
    "source" "DataRequestSource" NOT NULL,
    "email" TEXT NOT NULL,
    "cpf" TEXT NOT NULL DEFAULT '',
    "emailHint" TEXT NOT NULL DEFAULT '',
    "confirmTokenHash" TEXT,
    "confirmExpiresAt" TIMESTAMP(3),
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmedAt" TIMESTAMP(3),
    "dueAt" TIMESTAMP(3) NOT NULL,
    "startedAt" TIMESTAMP(3),
    "completedAt" TIMESTAMP(3),
    "handledById" UUID,
    "storageKey" TEXT,
    "sizeBytes" BIGINT,
    "fileExpiresAt" TIMESTAMP(3),
    "summary" JSONB,
    "error" TEXT,

    CONSTRAINT "DataRequest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PrivacyPolicyVersion" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "platformVersion" TEXT NOT NULL,
    "studioText" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" UUID,

    CONSTRAINT "PrivacyPolicyVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerConsent" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "sessionId" UUID,
    "email" TEXT NOT NULL DEFAULT '',
    "purpose" "ConsentPurpose" NOT NULL,
    "policyVersionId" UUID,
    "policyLabel" TEXT NOT NULL,
    "acceptedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "withdrawnAt" TIMESTAMP(3),

    CONSTRAINT "CustomerConsent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventInvitation" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "whatsApp" TEXT NOT NULL DEFAULT '',
    "authorizedPersonId" UUID,
    "token" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3),
    "sendCount" INTEGER NOT NULL DEFAULT 0,
    "openedAt" TIMESTAMP(3),
    "favoritedAt" TIMESTAMP(3),
    "boughtAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventInvitation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventExpiryNotice" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "daysBefore" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventExpiryNotice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminDevice" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "userAgent" TEXT,
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "AdminDevice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DataRequest_confirmTokenHash_key" ON "DataRequest"("confirmTokenHash");

-- CreateIndex
CREATE INDEX "DataRequest_studioId_requestedAt_idx" ON "DataRequest"("studioId", "requestedAt");

-- CreateIndex
CREATE INDEX "DataRequest_status_dueAt_idx" ON "DataRequest"("status", "dueAt");

-- CreateIndex
CREATE INDEX "DataRequest_fileExpiresAt_idx" ON "DataRequest"("fileExpiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "PrivacyPolicyVersion_studioId_number_key" ON "PrivacyPolicyVersion"("studioId", "number");

-- CreateIndex
CREATE INDEX "CustomerConsent_studioId_email_idx" ON "CustomerConsent"("studioId", "email");

-- CreateIndex
CREATE INDEX "CustomerConsent_sessionId_idx" ON "CustomerConsent"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "EventInvitation_token_key" ON "EventInvitation"("token");

-- CreateIndex
CREATE INDEX "EventInvitation_studioId_idx" ON "EventInvitation"("studioId");

-- CreateIndex
CREATE INDEX "EventInvitation_eventId_createdAt_idx" ON "EventInvitation"("eventId", "createdAt");

-- CreateIndex
CREATE INDEX "EventInvitation_studioId_email_idx" ON "EventInvitation"("studioId", "email");

-- CreateIndex
CREATE INDEX "EventExpiryNotice_studioId_email_idx" ON "EventExpiryNotice"("studioId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "EventExpiryNotice_eventId_email_daysBefore_expiresAt_key" ON "EventExpiryNotice"("eventId", "email", "daysBefore", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "AdminDevice_tokenHash_key" ON "AdminDevice"("tokenHash");

-- CreateIndex
CREATE INDEX "AdminDevice_userId_idx" ON "AdminDevice"("userId");

-- CreateIndex
CREATE INDEX "Event_expiresAt_idx" ON "Event"("expiresAt");

-- CreateIndex
CREATE INDEX "EmailMessage_purgedAt_createdAt_idx" ON "EmailMessage"("purgedAt", "createdAt");

-- AddForeignKey
ALTER TABLE "GallerySession" ADD CONSTRAINT "GallerySession_invitationId_fkey" FOREIGN KEY ("invitationId") REFERENCES "EventInvitation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DataRequest" ADD CONSTRAINT "DataRequest_handledById_fkey" FOREIGN KEY ("handledById") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrivacyPolicyVersion" ADD CONSTRAINT "PrivacyPolicyVersion_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PrivacyPolicyVersion" ADD CONSTRAINT "PrivacyPolicyVersion_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "AdminUser"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerConsent" ADD CONSTRAINT "CustomerConsent_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerConsent" ADD CONSTRAINT "CustomerConsent_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GallerySession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerConsent" ADD CONSTRAINT "CustomerConsent_policyVersionId_fkey" FOREIGN KEY ("policyVersionId") REFERENCES "PrivacyPolicyVersion"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventInvitation" ADD CONSTRAINT "EventInvitation_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventInvitation" ADD CONSTRAINT "EventInvitation_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventInvitation" ADD CONSTRAINT "EventInvitation_authorizedPersonId_fkey" FOREIGN KEY ("authorizedPersonId") REFERENCES "AuthorizedPerson"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventExpiryNotice" ADD CONSTRAINT "EventExpiryNotice_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventExpiryNotice" ADD CONSTRAINT "EventExpiryNotice_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminDevice" ADD CONSTRAINT "AdminDevice_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminDevice" ADD CONSTRAINT "AdminDevice_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;
