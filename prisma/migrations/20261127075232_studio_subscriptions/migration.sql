-- CreateEnum
CREATE TYPE "BillingCycle" AS ENUM ('MONTHLY', 'YEARLY');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('PENDING', 'AUTHORIZED', 'PAST_DUE', 'CANCELLED');

-- CreateTable
CREATE TABLE "StudioSubscription" (
    "id" UUID NOT NULL,
    "studioId" UUID NOT NULL,
    "planId" UUID NOT NULL,
    "nextPlanId" UUID,
    "cycle" "BillingCycle" NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "nextChargeCents" INTEGER NOT NULL,
    "providerSubscriptionId" TEXT,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'PENDING',
    "currentPeriodEnd" TIMESTAMP(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "lastPaymentStatus" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "StudioSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriptionCharge" (
    "id" UUID NOT NULL,
    "subscriptionId" UUID NOT NULL,
    "providerChargeId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "paymentStatus" TEXT,
    "paymentStatusDetail" TEXT,
    "chargedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubscriptionCharge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingProviderPlan" (
    "id" UUID NOT NULL,
    "planId" UUID NOT NULL,
    "cycle" "BillingCycle" NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "providerPlanId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BillingProviderPlan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "StudioSubscription_studioId_key" ON "StudioSubscription"("studioId");

-- CreateIndex
CREATE UNIQUE INDEX "StudioSubscription_providerSubscriptionId_key" ON "StudioSubscription"("providerSubscriptionId");

-- CreateIndex
CREATE UNIQUE INDEX "SubscriptionCharge_providerChargeId_key" ON "SubscriptionCharge"("providerChargeId");

-- CreateIndex
CREATE INDEX "SubscriptionCharge_subscriptionId_createdAt_idx" ON "SubscriptionCharge"("subscriptionId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BillingProviderPlan_providerPlanId_key" ON "BillingProviderPlan"("providerPlanId");

-- CreateIndex
CREATE UNIQUE INDEX "BillingProviderPlan_planId_cycle_amountCents_key" ON "BillingProviderPlan"("planId", "cycle", "amountCents");

-- AddForeignKey
ALTER TABLE "StudioSubscription" ADD CONSTRAINT "StudioSubscription_studioId_fkey" FOREIGN KEY ("studioId") REFERENCES "Studio"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudioSubscription" ADD CONSTRAINT "StudioSubscription_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StudioSubscription" ADD CONSTRAINT "StudioSubscription_nextPlanId_fkey" FOREIGN KEY ("nextPlanId") REFERENCES "Plan"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubscriptionCharge" ADD CONSTRAINT "SubscriptionCharge_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "StudioSubscription"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BillingProviderPlan" ADD CONSTRAINT "BillingProviderPlan_planId_fkey" FOREIGN KEY ("planId") REFERENCES "Plan"("id") ON DELETE CASCADE ON UPDATE CASCADE;
