CREATE TABLE "package_tracking" (
	"fulfillment_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"carrier_code" text,
	"tracking_number" text,
	"status" text DEFAULT 'info_received' NOT NULL,
	"estimated_delivery_at" timestamp with time zone,
	"destination_time_zone" text,
	"last_event_at" timestamp with time zone,
	"notified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"fulfillment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"utc_offset_minutes" integer,
	"location" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_webhook_receipts" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_webhook_receipts_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "package_tracking" ADD CONSTRAINT "package_tracking_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_tracking" ADD CONSTRAINT "package_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_tracking" ADD CONSTRAINT "package_tracking_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_fulfillment_id_fulfillments_id_fk" FOREIGN KEY ("fulfillment_id") REFERENCES "public"."fulfillments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_tracking_order_idx" ON "package_tracking" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "package_tracking_number_idx" ON "package_tracking" USING btree ("tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_key_idx" ON "tracking_events" USING btree ("fulfillment_id","event_key");--> statement-breakpoint
CREATE INDEX "tracking_events_order_idx" ON "tracking_events" USING btree ("order_id","seq");