// A package's checkpoints (issue 12): their identity (the same event from two deliveries is one),
// their order on the timeline, the status they leave the package in, and local scan times.

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { TRACKING_STATUSES, type TrackingStatus } from './tracking-status';

export interface Checkpoint {
  status: TrackingStatus;
  /** When it happened, as an instant (ISO 8601). */
  occurredAt: string;
  /** The scan's offset from UTC in minutes where known, so it can be shown in local scan time. */
  utcOffsetMinutes: number | null;
  location: string | null;
  message: string | null;
}

function canonical(text: string | null): string {
  return (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The identity of a checkpoint without an id of its source: a digest of its instant, status,
 * place and message (whitespace and case ignored), so a repeated delivery is recognised.
 */
export function checkpointKey(checkpoint: Checkpoint): string {
  const parts = [
    String(Date.parse(checkpoint.occurredAt)),
    checkpoint.status,
    canonical(checkpoint.location),
    canonical(checkpoint.message),
  ];
  return `d:${bytesToHex(sha256(utf8ToBytes(parts.join('\n')))).slice(0, 40)}`;
}

const RANK = Object.fromEntries(TRACKING_STATUSES.map((status, index) => [status, index])) as Record<
  TrackingStatus,
  number
>;

/** Newest first; at the same instant the later step of the journey first (delivered above out for delivery). */
export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  return Date.parse(b.occurredAt) - Date.parse(a.occurredAt) || RANK[b.status] - RANK[a.status];
}

/** The timeline: each checkpoint once (by key), newest first. */
export function timelineOf<C extends Checkpoint>(checkpoints: readonly C[]): C[] {
  const seen = new Set<string>();
  const unique: C[] = [];
  for (const checkpoint of checkpoints) {
    const key = checkpointKey(checkpoint);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(checkpoint);
  }
  return unique.sort(compareCheckpoints);
}

/** The status the newest checkpoint leaves the package in; undefined without checkpoints. */
export function currentTrackingStatus(checkpoints: readonly Checkpoint[]): TrackingStatus | undefined {
  return [...checkpoints].sort(compareCheckpoints)[0]?.status;
}

/** The offset from UTC written in an ISO 8601 time ('+02:00' → 120, 'Z' → 0); null when none is written. */
export function utcOffsetOf(isoTime: string): number | null {
  const match = /(?:T[\d:.]+)(Z|([+-])(\d{2}):?(\d{2}))$/i.exec(isoTime.trim());
  if (!match) return null;
  if (match[1]?.toUpperCase() === 'Z') return 0;
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return match[2] === '-' ? -minutes : minutes;
}

/** The wall-clock time of a scan where it happened, as 'YYYY-MM-DDTHH:mm' (UTC when the offset is unknown). */
export function localScanTime(occurredAt: string, utcOffsetMinutes: number | null): string {
  const shifted = new Date(Date.parse(occurredAt) + (utcOffsetMinutes ?? 0) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
