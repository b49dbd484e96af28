ALTER TABLE "sessions" DROP CONSTRAINT "sessions_order_id_orders_id_fk";
