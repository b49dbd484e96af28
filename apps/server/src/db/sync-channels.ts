import { CHANNELS } from '@rc/domain/channels';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { channels } from './platform-tables';

/** Keeps the channels table in step with the registry in the domain package (the source of truth). */
export async function syncChannels(db: Db): Promise<void> {
  await db
    .insert(channels)
    .values(
      CHANNELS.map((channel) => ({
        alias: channel.alias,
        name: channel.name,
        logo: channel.logo,
        orderIdLabel: channel.orderIdLabel,
        supportEmail: channel.supportEmail,
        legacySite: channel.legacySite,
      })),
    )
    .onConflictDoUpdate({
      target: channels.alias,
      set: {
        name: sql`excluded.name`,
        logo: sql`excluded.logo`,
        orderIdLabel: sql`excluded.order_id_label`,
        supportEmail: sql`excluded.support_email`,
        legacySite: sql`excluded.legacy_site`,
      },
    });
}
