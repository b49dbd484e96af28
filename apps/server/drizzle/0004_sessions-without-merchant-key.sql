ALTER TABLE "sessions" DROP CONSTRAINT "sessions_merchant_id_merchants_id_fk";
