CREATE TABLE "return_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_reference" text,
	"checkout_url" text,
	"payment_reference" text,
	"refund_reference" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkouts" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_reference" text,
	"card_last4" text,
	"refunds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sandbox_checkouts_token_unique" UNIQUE("token"),
	CONSTRAINT "sandbox_checkouts_payment_reference_unique" UNIQUE("payment_reference")
);
--> statement-breakpoint
CREATE TABLE "store_platform_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"bonus_minor" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "return_payments" ADD CONSTRAINT "return_payments_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_platform_actions" ADD CONSTRAINT "store_platform_actions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_platform_actions" ADD CONSTRAINT "store_platform_actions_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_platform_actions" ADD CONSTRAINT "store_platform_actions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_payments_round_idx" ON "return_payments" USING btree ("return_id","round");--> statement-breakpoint
CREATE INDEX "store_platform_actions_return_idx" ON "store_platform_actions" USING btree ("return_id","created_at");