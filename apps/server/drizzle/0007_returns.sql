CREATE TABLE "return_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor" text NOT NULL,
	"command_id" text,
	"reason" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_items" (
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"sub_reason" text,
	"note" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolution" text NOT NULL,
	"kept" boolean DEFAULT false NOT NULL,
	"instant_exchange" boolean DEFAULT false NOT NULL,
	"exchange" jsonb,
	"due_refund_minor" integer DEFAULT 0 NOT NULL,
	"due_credit_minor" integer DEFAULT 0 NOT NULL,
	"due_bonus_minor" integer DEFAULT 0 NOT NULL,
	"paid_refund_minor" integer DEFAULT 0 NOT NULL,
	"paid_credit_minor" integer DEFAULT 0 NOT NULL,
	"paid_bonus_minor" integer DEFAULT 0 NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"settled" integer DEFAULT 0 NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "return_items_return_id_order_item_id_pk" PRIMARY KEY("return_id","order_item_id")
);
--> statement-breakpoint
CREATE TABLE "return_labels" (
	"return_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"label_key" text,
	"qr_key" text,
	"postage_minor" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_number" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"status_reason" text,
	"method" text,
	"policy" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"currency" text NOT NULL,
	"balance_paid_minor" integer DEFAULT 0 NOT NULL,
	"assurance_policy_id" uuid,
	"assurance_reserved_minor" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en-US' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_return_number_unique" UNIQUE("return_number")
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_items" ADD CONSTRAINT "return_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_labels" ADD CONSTRAINT "return_labels_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_assurance_policy_id_policies_id_fk" FOREIGN KEY ("assurance_policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "return_events_command_idx" ON "return_events" USING btree ("return_id","command_id");--> statement-breakpoint
CREATE INDEX "return_items_order_item_idx" ON "return_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_order_request_idx" ON "returns" USING btree ("order_id","request_id");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "returns_merchant_status_idx" ON "returns" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;