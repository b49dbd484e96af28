CREATE TABLE "order_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_parcel_tracking" (
	"return_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"carrier" text,
	"carrier_code" text,
	"tracking_number" text NOT NULL,
	"status" text DEFAULT 'info_received' NOT NULL,
	"estimated_delivery_at" timestamp with time zone,
	"destination_time_zone" text,
	"last_event_at" timestamp with time zone,
	"delivered_told_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_events" ALTER COLUMN "fulfillment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_parcel_tracking" ADD CONSTRAINT "return_parcel_tracking_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_parcel_tracking" ADD CONSTRAINT "return_parcel_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_parcel_tracking" ADD CONSTRAINT "return_parcel_tracking_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_changes_order_idx" ON "order_changes" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "order_changes_created_idx" ON "order_changes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "return_parcel_tracking_number_idx" ON "return_parcel_tracking" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "return_parcel_tracking_order_idx" ON "return_parcel_tracking" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_return_key_idx" ON "tracking_events" USING btree ("return_id","event_key");--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_one_parcel" CHECK (num_nonnulls("tracking_events"."fulfillment_id", "tracking_events"."return_id") = 1);