// The store's tracking settings (merchant API and admin): the delay thresholds and which e-mails
// go, each with its default.
import { delaySettingsOf } from '../package-view';
import type { TrackingContext } from '../tracking-context';

/** The store's tracking settings with their defaults. */
export async function trackingSettings(ctx: TrackingContext, merchantId: string) {
  const merchant = await ctx.merchants.findById(merchantId);
  const delay = delaySettingsOf(merchant?.settings.tracking);
  const emails = merchant?.settings.tracking?.emails ?? {};
  return {
    ...delay,
    emails: {
      out_for_delivery: emails.out_for_delivery ?? true,
      delivered: emails.delivered ?? true,
      exception: emails.exception ?? true,
      delayed: emails.delayed ?? true,
    },
  };
}

/** merchant-put-tracking-settings: what is given changes, the rest stays. */
export async function changeTrackingSettings(
  ctx: TrackingContext,
  merchantId: string,
  change: {
    delayThresholdDays?: number | undefined;
    stuckAfterDays?: number | undefined;
    emails?: Record<string, boolean | undefined> | undefined;
  },
) {
  await ctx.merchants.changeMerchant(merchantId, (current) => {
    const tracking = current.settings.tracking ?? {};
    const emails = { ...tracking.emails };
    for (const [kind, on] of Object.entries(change.emails ?? {})) {
      if (on !== undefined) emails[kind as keyof typeof emails] = on;
    }
    return {
      settings: {
        ...current.settings,
        tracking: {
          ...tracking,
          ...(change.delayThresholdDays !== undefined
            ? { delayThresholdDays: change.delayThresholdDays }
            : {}),
          ...(change.stuckAfterDays !== undefined ? { stuckAfterDays: change.stuckAfterDays } : {}),
          emails,
        },
      },
    };
  });
}
