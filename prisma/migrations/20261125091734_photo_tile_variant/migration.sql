-- AlterEnum
ALTER TYPE "PhotoVariant" ADD VALUE 'TILE';
