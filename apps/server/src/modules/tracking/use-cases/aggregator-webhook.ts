// An aggregator's webhook: verified (signature, time window), then refused if its event id was seen
// before (a replay changes nothing), then applied to every package and return parcel with that
// number (an aggregator knows numbers, not stores). Unknown statuses are skipped.
import { ERROR_CODES } from '@rc/domain/error-codes';
import { AppError } from '../../../lib/app-error';
import type { IngestInput } from '../ingest';
import { ingestPackage, ingestReturnParcel, notFound } from '../steps';
import type { TrackingContext } from '../tracking-context';

export async function aggregatorWebhook(
  ctx: TrackingContext,
  provider: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
) {
  if (provider !== ctx.aggregator.name) throw notFound();
  const verdict = ctx.aggregator.verifyWebhook(rawBody, headers, ctx.clock());
  if (!verdict.ok) {
    if (verdict.reason === 'malformed') {
      throw new AppError(ERROR_CODES.INVALID_INPUT, {
        httpStatus: 400,
        data: { fields: [{ path: '', problem: 'not a tracking update of this provider' }] },
      });
    }
    throw new AppError(ERROR_CODES.MERCHANT_API_KEY_INVALID, { httpStatus: 401 });
  }
  const { delivery } = verdict;
  const { repository } = ctx;
  if (!(await repository.takeReceipt(provider, delivery.eventId))) return { accepted: false, added: 0 };
  const input: IngestInput = {
    source: provider,
    unknownStatus: 'skip',
    checkpoints: delivery.update.checkpoints,
    ...(delivery.update.estimatedDeliveryAt
      ? { estimatedDeliveryAt: delivery.update.estimatedDeliveryAt }
      : {}),
  };
  let added = 0;
  for (const target of await repository.packagesByNumber(delivery.update.trackingNumber)) {
    const outcome = await ingestPackage(
      ctx,
      { ...target, trackingNumber: delivery.update.trackingNumber },
      input,
    );
    added += outcome.added;
  }
  for (const target of await repository.returnParcelsByNumber(delivery.update.trackingNumber)) {
    const outcome = await ingestReturnParcel(ctx, target, input);
    added += outcome.added;
  }
  return { accepted: true, added };
}
