-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "PlanStatus" AS ENUM ('ACTIVE', 'PENDING');

-- CreateEnum
CREATE TYPE "PlanMessageType" AS ENUM ('ALERT', 'FAILURE');

-- CreateEnum
CREATE TYPE "AssetKind" AS ENUM ('STUDIO_LOGO', 'FOOTER_LOGO', 'ABOUT_IMAGE', 'BANNER', 'EVENT_COVER', 'WATERMARK');

-- CreateEnum
CREATE TYPE "EventDeliveryFormat" AS ENUM ('DIGITAL', 'PRINTED', 'DIGITAL_AND_PRINTED');

-- CreateEnum
CREATE TYPE "EventMode" AS ENUM ('NORMAL', 'DELIVERY_ONLY', 'PREPAID_PACKAGE');

-- CreateEnum
CREATE TYPE "DigitalDeliveryOption" AS ENUM ('AUTOMATIC', 'SEMI_AUTOMATIC');

-- CreateEnum
CREATE TYPE "ShippingPayer" AS ENUM ('CUSTOMER', 'STUDIO');

-- CreateEnum
CREATE TYPE "PhotoVariant" AS ENUM ('ORIGINAL', 'PREVIEW', 'THUMBNAIL');

-- CreateEnum
CREATE TYPE "OptionFormat" AS ENUM ('DIGITAL', 'PRINTED');

-- CreateEnum
CREATE TYPE "SizeUnit" AS ENUM ('CM', 'PX');

-- CreateEnum
CREATE TYPE "GallerySessionKind" AS ENUM ('PUBLIC', 'PRIVATE', 'AUTHORIZED_PERSON');

-- CreateEnum
CREATE TYPE "FormStatus" AS ENUM ('INACTIVE', 'ACTIVE', 'FILLED');

-- CreateEnum
CREATE TYPE "CartStatus" AS ENUM ('SHOPPING', 'AWAITING_PAYMENT', 'PREPARING_DELIVERY');

-- CreateEnum
CREATE TYPE "DeliveryPreference" AS ENUM ('PICKUP', 'DELIVERY');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('AWAITING_PAYMENT', 'PREPARING_DELIVERY', 'CANCELLED');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'REFUNDED', 'CHARGED_BACK', 'EXEMPT');

-- CreateEnum
CREATE TYPE "DigitalDeliveryStatus" AS ENUM ('AWAITING_RELEASE', 'RELEASED');

-- CreateEnum
CREATE TYPE "PhysicalDeliveryStatus" AS ENUM ('PREPARATION', 'SHIPPED', 'AWAITING_PICKUP');

-- CreateEnum
CREATE TYPE "PaymentProvider" AS ENUM ('MERCADO_PAGO');

-- CreateEnum
CREATE TYPE "NotificationSignature" AS ENUM ('VALID', 'INVALID', 'MISSING', 'NOT_CONFIGURED');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('PENDING', 'SENT', 'FAILED');

-- CreateTable
CREATE TABLE "Plan" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "highResStorageLimitBytes" BIGINT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Studio" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "domain" TEXT,
    "planId" UUID NOT NULL,
    "planStatus" "PlanStatus" NOT NULL DEFAULT 'ACTIVE',
    "planMessageType" "PlanMessageType",
    "planMessageText" TEXT,
    "highResStorageUsedBytes" BIGINT NOT NULL DEFAULT 0,
    "nextOrderNumber" INTEGER NOT NULL DEFAULT 1,
    "logoId" UUID,
    "footerLogoId" UUID,
    "aboutImageId" UUID,
    "watermarkId" UUID,
    "aboutText" TEXT NOT NULL DEFAULT '',
    "aboutWhatsApp" TEXT NOT NULL DEFAULT '',
    "footerEmail" TEXT NOT NULL DEFAULT '',
    "footerPhone" TEXT NOT NULL DEFAULT '',
    "addressCep" TEXT NOT NULL DEFAULT '',
    "addressCity" TEXT NOT NULL DEFAULT '',
    "addressState" TEXT NOT NULL DEFAULT '',
    "addressStreet" TEXT NOT NULL DEFAULT '',
    "addressNumber" TEXT NOT NULL DEFAULT '',
    "addressComplement" TEXT NOT NULL DEFAULT '',
    "addressNeighborhood" TEXT NOT NULL DEFAULT '',
    "mercadoPagoPublicKey" TEXT,
    "mercadoPagoAccessToken" TEXT,
    "mercadoPagoWebhookSecret" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Studio_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminUser" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "failedLoginCount" INTEGER NOT NULL DEFAULT 0,
    "lastFailedLoginAt" TIMESTAMP(3),
    "lockedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AdminUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AdminSession" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "userAgent" TEXT,
    "ip" TEXT,

    CONSTRAINT "AdminSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PasswordResetToken" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),

    CONSTRAINT "PasswordResetToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Asset" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "kind" "AssetKind" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "originalName" TEXT NOT NULL DEFAULT '',
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Asset_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Banner" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "imageId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Banner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "coverId" UUID,
    "deliveryFormat" "EventDeliveryFormat" NOT NULL DEFAULT 'DIGITAL',
    "mode" "EventMode" NOT NULL DEFAULT 'NORMAL',
    "packagePhotoCount" INTEGER,
    "accessKey" TEXT,
    "accessKeyVersion" INTEGER NOT NULL DEFAULT 0,
    "digitalPriceCents" INTEGER,
    "digitalDelivery" "DigitalDeliveryOption" NOT NULL DEFAULT 'AUTOMATIC',
    "pickupEnabled" BOOLEAN NOT NULL DEFAULT false,
    "shippingEnabled" BOOLEAN NOT NULL DEFAULT false,
    "shippingPayer" "ShippingPayer" NOT NULL DEFAULT 'CUSTOMER',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthorizedPerson" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "password" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthorizedPerson_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Photo" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Photo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PhotoFile" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "photoId" UUID NOT NULL,
    "variant" "PhotoVariant" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhotoFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceTable" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "saved" BOOLEAN NOT NULL DEFAULT false,
    "eventId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceTableItem" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "priceTableId" UUID NOT NULL,
    "format" "OptionFormat" NOT NULL DEFAULT 'PRINTED',
    "height" DOUBLE PRECISION NOT NULL,
    "width" DOUBLE PRECISION NOT NULL,
    "unit" "SizeUnit" NOT NULL DEFAULT 'CM',
    "weightGrams" INTEGER,
    "priceCents" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceTableItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GallerySession" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "kind" "GallerySessionKind" NOT NULL,
    "accessKeyVersion" INTEGER NOT NULL DEFAULT 0,
    "authorizedPersonId" UUID,
    "personalDataStatus" "FormStatus" NOT NULL DEFAULT 'ACTIVE',
    "firstName" TEXT NOT NULL DEFAULT '',
    "lastName" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "whatsApp" TEXT NOT NULL DEFAULT '',
    "cpf" TEXT NOT NULL DEFAULT '',
    "addressStatus" "FormStatus" NOT NULL DEFAULT 'INACTIVE',
    "addressCep" TEXT NOT NULL DEFAULT '',
    "addressCity" TEXT NOT NULL DEFAULT '',
    "addressState" TEXT NOT NULL DEFAULT '',
    "addressStreet" TEXT NOT NULL DEFAULT '',
    "addressNumber" TEXT NOT NULL DEFAULT '',
    "addressComplement" TEXT NOT NULL DEFAULT '',
    "addressNeighborhood" TEXT NOT NULL DEFAULT '',
    "addressRecipient" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GallerySession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GalleryRefreshToken" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "sessionId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "kind" "GallerySessionKind" NOT NULL,
    "accessKeyVersion" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "GalleryRefreshToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Cart" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "sessionId" UUID NOT NULL,
    "status" "CartStatus" NOT NULL DEFAULT 'SHOPPING',
    "defaultOptionId" TEXT,
    "deliveryPreference" "DeliveryPreference",
    "shippingCep" TEXT,
    "shippingProvider" TEXT,
    "shippingServiceId" TEXT,
    "shippingServiceName" TEXT,
    "shippingPriceCents" INTEGER,
    "shippingDeadlineDays" INTEGER,
    "shippingPayer" "ShippingPayer",
    "shippingQuotedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Cart_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CartItem" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "cartId" UUID NOT NULL,
    "photoId" UUID NOT NULL,
    "format" "OptionFormat",
    "priceTableItemId" UUID,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "extra" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Order" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "eventId" UUID,
    "eventName" TEXT NOT NULL,
    "eventSlug" TEXT NOT NULL,
    "sessionId" UUID,
    "cartId" UUID,
    "status" "OrderStatus" NOT NULL DEFAULT 'AWAITING_PAYMENT',
    "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'PENDING',
    "mode" "EventMode" NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "shippingPriceCents" INTEGER NOT NULL DEFAULT 0,
    "shippingChargedCents" INTEGER NOT NULL DEFAULT 0,
    "totalCents" INTEGER NOT NULL,
    "packageHeightCm" DOUBLE PRECISION,
    "packageWidthCm" DOUBLE PRECISION,
    "packageLengthCm" DOUBLE PRECISION,
    "packageWeightGrams" INTEGER,
    "deliveryPreference" "DeliveryPreference",
    "shippingProvider" TEXT,
    "shippingServiceName" TEXT,
    "shippingDeadlineDays" INTEGER,
    "shippingPayer" "ShippingPayer",
    "trackingCode" TEXT,
    "physicalDeliveryStatus" "PhysicalDeliveryStatus",
    "digitalDeliveryStatus" "DigitalDeliveryStatus",
    "digitalDelivery" "DigitalDeliveryOption",
    "customerFirstName" TEXT NOT NULL,
    "customerLastName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerWhatsApp" TEXT NOT NULL,
    "customerCpf" TEXT NOT NULL,
    "addressCep" TEXT NOT NULL DEFAULT '',
    "addressCity" TEXT NOT NULL DEFAULT '',
    "addressState" TEXT NOT NULL DEFAULT '',
    "addressStreet" TEXT NOT NULL DEFAULT '',
    "addressNumber" TEXT NOT NULL DEFAULT '',
    "addressComplement" TEXT NOT NULL DEFAULT '',
    "addressNeighborhood" TEXT NOT NULL DEFAULT '',
    "addressRecipient" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "paidAt" TIMESTAMP(3),
    "digitalReleasedAt" TIMESTAMP(3),
    "shippedAt" TIMESTAMP(3),
    "pickupNotifiedAt" TIMESTAMP(3),

    CONSTRAINT "Order_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderItem" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "photoId" UUID,
    "originalFileId" UUID,
    "photoName" TEXT NOT NULL,
    "photoOriginalName" TEXT NOT NULL,
    "photoWidth" INTEGER NOT NULL,
    "photoHeight" INTEGER NOT NULL,
    "format" "OptionFormat" NOT NULL,
    "optionId" TEXT NOT NULL,
    "optionWidth" DOUBLE PRECISION NOT NULL,
    "optionHeight" DOUBLE PRECISION NOT NULL,
    "optionUnit" "SizeUnit" NOT NULL,
    "weightGrams" INTEGER,
    "unitPriceCents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "lineTotalCents" INTEGER NOT NULL,
    "extra" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,

    CONSTRAINT "OrderItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "orderId" UUID NOT NULL,
    "provider" "PaymentProvider" NOT NULL DEFAULT 'MERCADO_PAGO',
    "providerPaymentId" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "status" "PaymentStatus" NOT NULL DEFAULT 'PENDING',
    "providerStatus" TEXT,
    "statusDetail" TEXT,
    "paymentMethodId" TEXT,
    "paymentTypeId" TEXT,
    "installments" INTEGER,
    "amountCents" INTEGER NOT NULL,
    "pixQrCode" TEXT,
    "pixQrCodeBase64" TEXT,
    "ticketUrl" TEXT,
    "expiresAt" TIMESTAMP(3),
    "providerCreatedAt" TIMESTAMP(3),
    "approvedAt" TIMESTAMP(3),
    "providerUpdatedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentNotification" (
    "id" UUID NOT NULL,
    "studioId" UUID,
    "provider" "PaymentProvider" NOT NULL DEFAULT 'MERCADO_PAGO',
    "topic" TEXT,
    "action" TEXT,
    "dataId" TEXT,
    "requestId" TEXT,
    "signature" "NotificationSignature" NOT NULL,
    "body" JSONB,
    "query" JSONB,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "error" TEXT,

    CONSTRAINT "PaymentNotification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailMessage" (
    "id" UUID NOT NULL,
    "studioId" UUID,
    "orderId" UUID,
    "kind" TEXT NOT NULL,
    "toAddress" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "textBody" TEXT NOT NULL,
    "htmlBody" TEXT NOT NULL,
    "status" "EmailStatus" NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RateLimitBucket" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "windowStartsAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "blockedUntil" TIMESTAMP(3),

    CONSTRAINT "RateLimitBucket_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "Plan_code_key" ON "Plan"("code");

-- CreateIndex
CREATE UNIQUE INDEX "Studio_slug_key" ON "Studio"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Studio_domain_key" ON "Studio"("domain");

-- CreateIndex
CREATE UNIQUE INDEX "Studio_logoId_key" ON "Studio"("logoId");

-- CreateIndex
CREATE UNIQUE INDEX "Studio_footerLogoId_key" ON "Studio"("footerLogoId");

-- CreateIndex
CREATE UNIQUE INDEX "Studio_aboutImageId_key" ON "Studio"("aboutImageId");

-- CreateIndex
CREATE UNIQUE INDEX "Studio_watermarkId_key" ON "Studio"("watermarkId");

-- CreateIndex
CREATE UNIQUE INDEX "AdminUser_email_key" ON "AdminUser"("email");

-- CreateIndex
CREATE INDEX "AdminUser_studioId_idx" ON "AdminUser"("studioId");

-- CreateIndex
CREATE UNIQUE INDEX "AdminSession_tokenHash_key" ON "AdminSession"("tokenHash");

-- CreateIndex
CREATE INDEX "AdminSession_studioId_idx" ON "AdminSession"("studioId");

-- CreateIndex
CREATE INDEX "AdminSession_userId_idx" ON "AdminSession"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "PasswordResetToken_tokenHash_key" ON "PasswordResetToken"("tokenHash");

-- CreateIndex
CREATE INDEX "PasswordResetToken_studioId_idx" ON "PasswordResetToken"("studioId");

-- CreateIndex
CREATE INDEX "PasswordResetToken_userId_idx" ON "PasswordResetToken"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Asset_storageKey_key" ON "Asset"("storageKey");

-- CreateIndex
CREATE INDEX "Asset_studioId_idx" ON "Asset"("studioId");

-- CreateIndex
CREATE UNIQUE INDEX "Banner_imageId_key" ON "Banner"("imageId");

-- CreateIndex
CREATE INDEX "Banner_studioId_position_idx" ON "Banner"("studioId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Event_coverId_key" ON "Event"("coverId");

-- CreateIndex
CREATE INDEX "Event_studioId_createdAt_idx" ON "Event"("studioId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Event_studioId_slug_key" ON "Event"("studioId", "slug");

-- CreateIndex
CREATE INDEX "AuthorizedPerson_studioId_idx" ON "AuthorizedPerson"("studioId");

-- CreateIndex
CREATE INDEX "AuthorizedPerson_eventId_idx" ON "AuthorizedPerson"("eventId");

-- CreateIndex
CREATE INDEX "Photo_studioId_idx" ON "Photo"("studioId");

-- CreateIndex
CREATE INDEX "Photo_eventId_id_idx" ON "Photo"("eventId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Photo_eventId_name_key" ON "Photo"("eventId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "PhotoFile_storageKey_key" ON "PhotoFile"("storageKey");

-- CreateIndex
CREATE INDEX "PhotoFile_studioId_idx" ON "PhotoFile"("studioId");

-- CreateIndex
CREATE UNIQUE INDEX "PhotoFile_photoId_variant_key" ON "PhotoFile"("photoId", "variant");

-- CreateIndex
CREATE UNIQUE INDEX "PriceTable_eventId_key" ON "PriceTable"("eventId");

-- CreateIndex
CREATE INDEX "PriceTable_studioId_saved_idx" ON "PriceTable"("studioId", "saved");

-- CreateIndex
CREATE INDEX "PriceTableItem_studioId_idx" ON "PriceTableItem"("studioId");

-- CreateIndex
CREATE INDEX "PriceTableItem_priceTableId_position_idx" ON "PriceTableItem"("priceTableId", "position");

-- CreateIndex
CREATE INDEX "GallerySession_studioId_idx" ON "GallerySession"("studioId");

-- CreateIndex
CREATE INDEX "GallerySession_eventId_idx" ON "GallerySession"("eventId");

-- CreateIndex
CREATE UNIQUE INDEX "GalleryRefreshToken_tokenHash_key" ON "GalleryRefreshToken"("tokenHash");

-- CreateIndex
CREATE INDEX "GalleryRefreshToken_studioId_idx" ON "GalleryRefreshToken"("studioId");

-- CreateIndex
CREATE INDEX "GalleryRefreshToken_sessionId_idx" ON "GalleryRefreshToken"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "Cart_sessionId_key" ON "Cart"("sessionId");

-- CreateIndex
CREATE INDEX "Cart_studioId_idx" ON "Cart"("studioId");

-- CreateIndex
CREATE INDEX "Cart_eventId_idx" ON "Cart"("eventId");

-- CreateIndex
CREATE INDEX "CartItem_studioId_idx" ON "CartItem"("studioId");

-- CreateIndex
CREATE INDEX "CartItem_cartId_createdAt_idx" ON "CartItem"("cartId", "createdAt");

-- CreateIndex
CREATE INDEX "CartItem_photoId_idx" ON "CartItem"("photoId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_cartId_key" ON "Order"("cartId");

-- CreateIndex
CREATE INDEX "Order_studioId_createdAt_idx" ON "Order"("studioId", "createdAt");

-- CreateIndex
CREATE INDEX "Order_eventId_createdAt_idx" ON "Order"("eventId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Order_studioId_number_key" ON "Order"("studioId", "number");

-- CreateIndex
CREATE INDEX "OrderItem_studioId_idx" ON "OrderItem"("studioId");

-- CreateIndex
CREATE INDEX "OrderItem_orderId_position_idx" ON "OrderItem"("orderId", "position");

-- CreateIndex
CREATE INDEX "OrderItem_photoId_idx" ON "OrderItem"("photoId");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_idempotencyKey_key" ON "Payment"("idempotencyKey");

-- CreateIndex
CREATE INDEX "Payment_studioId_idx" ON "Payment"("studioId");

-- CreateIndex
CREATE INDEX "Payment_orderId_createdAt_idx" ON "Payment"("orderId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_provider_providerPaymentId_key" ON "Payment"("provider", "providerPaymentId");

-- CreateIndex
CREATE INDEX "PaymentNotification_studioId_receivedAt_idx" ON "PaymentNotification"("studioId", "receivedAt");

-- CreateIndex
CREATE INDEX "PaymentNotification_dataId_idx" ON "PaymentNotification"("dataId");

-- CreateIndex
CREATE INDEX "EmailMessage_status_nextAttemptAt_idx" ON "EmailMessage"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "EmailMessage_studioId_idx" ON "EmailMessage"("studioId");

-- CreateIndex
CREATE INDEX "EmailMessage_orderId_idx" ON "EmailMessage"("orderId");

-- AddForeignKey
ALTER TABLE "Studio" ADD CONSTRAINT "Studio_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Studio" ADD CONSTRAINT "Studio_logoId_fkey" FOREIGN KEY ("logoId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Studio" ADD CONSTRAINT "Studio_footerLogoId_fkey" FOREIGN KEY ("footerLogoId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Studio" ADD CONSTRAINT "Studio_aboutImageId_fkey" FOREIGN KEY ("aboutImageId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Studio" ADD CONSTRAINT "Studio_watermarkId_fkey" FOREIGN KEY ("watermarkId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminUser" ADD CONSTRAINT "AdminUser_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminSession" ADD CONSTRAINT "AdminSession_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminSession" ADD CONSTRAINT "AdminSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PasswordResetToken" ADD CONSTRAINT "PasswordResetToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "AdminUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Asset" ADD CONSTRAINT "Asset_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "Asset"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_coverId_fkey" FOREIGN KEY ("coverId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorizedPerson" ADD CONSTRAINT "AuthorizedPerson_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorizedPerson" ADD CONSTRAINT "AuthorizedPerson_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Photo" ADD CONSTRAINT "Photo_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoFile" ADD CONSTRAINT "PhotoFile_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PhotoFile" ADD CONSTRAINT "PhotoFile_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceTable" ADD CONSTRAINT "PriceTable_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceTable" ADD CONSTRAINT "PriceTable_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceTableItem" ADD CONSTRAINT "PriceTableItem_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceTableItem" ADD CONSTRAINT "PriceTableItem_priceTableId_fkey" FOREIGN KEY ("priceTableId") REFERENCES "PriceTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GallerySession" ADD CONSTRAINT "GallerySession_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GallerySession" ADD CONSTRAINT "GallerySession_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GallerySession" ADD CONSTRAINT "GallerySession_authorizedPersonId_fkey" FOREIGN KEY ("authorizedPersonId") REFERENCES "AuthorizedPerson"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GalleryRefreshToken" ADD CONSTRAINT "GalleryRefreshToken_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GalleryRefreshToken" ADD CONSTRAINT "GalleryRefreshToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GallerySession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GallerySession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartItem" ADD CONSTRAINT "CartItem_priceTableItemId_fkey" FOREIGN KEY ("priceTableItemId") REFERENCES "PriceTableItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "GallerySession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "Photo"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_originalFileId_fkey" FOREIGN KEY ("originalFileId") REFERENCES "PhotoFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PaymentNotification" ADD CONSTRAINT "PaymentNotification_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
