-- AlterTable
ALTER TABLE "CartItem" ADD COLUMN     "crop" JSONB;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "crop" JSONB;
