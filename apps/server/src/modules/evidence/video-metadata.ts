// Videos cannot be re-encoded here (no codec library), but what phones write about the shopper sits
// in boxes beside the picture: QuickTime/MP4 `udta` and `meta` (iPhone location as ISO 6709, the
// camera, the owner's name), XMP in `uuid` boxes, AVI `LIST INFO`. Each is overwritten in place by
// a free/JUNK box of the same size, so no offset in the file moves and every player skips it.

const ISO_METADATA = new Set(['udta', 'meta', 'uuid']);
/** Where metadata boxes are blanked: the file's top level, the movie and each track. */
const ISO_CONTAINERS = new Set(['moov', 'trak']);

interface Box {
  type: string;
  offset: number;
  header: number;
  size: number;
}

/** The boxes between start and end, or null when they do not tile it exactly. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] | null {
  const boxes: Box[] = [];
  let offset = start;
  while (offset < end) {
    if (end - offset < 8 || boxes.length > 10_000) return null;
    let size = bytes.readUInt32BE(offset);
    let header = 8;
    if (size === 1) {
      if (end - offset < 16) return null;
      size = Number(bytes.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) return null;
    boxes.push({ type: bytes.toString('latin1', offset + 4, offset + 8), offset, header, size });
    offset += size;
  }
  return boxes;
}

function blankIso(bytes: Buffer, start: number, end: number, depth: number): boolean {
  const boxes = boxesIn(bytes, start, end);
  if (!boxes) return false;
  for (const box of boxes) {
    if (ISO_METADATA.has(box.type)) {
      bytes.write('free', box.offset + 4, 'latin1');
      bytes.fill(0, box.offset + box.header, box.offset + box.size);
    } else if (ISO_CONTAINERS.has(box.type) && depth < 2) {
      if (!blankIso(bytes, box.offset + box.header, box.offset + box.size, depth + 1)) return false;
    }
  }
  return true;
}

/** A copy of an MP4/QuickTime file with its metadata boxes blanked; null when its boxes do not parse. */
export function withoutIsoMetadata(bytes: Buffer): Buffer | null {
  const copy = Buffer.from(bytes);
  return blankIso(copy, 0, copy.length, 0) ? copy : null;
}

/** A copy of an AVI file with its `LIST INFO` chunks (title, artist, software, dates) turned into JUNK. */
export function withoutAviMetadata(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  let riff = 0;
  while (riff + 12 <= copy.length && copy.toString('latin1', riff, riff + 4) === 'RIFF') {
    const riffEnd = Math.min(copy.length, riff + 8 + copy.readUInt32LE(riff + 4));
    let offset = riff + 12;
    while (offset + 8 <= riffEnd) {
      const size = copy.readUInt32LE(offset + 4);
      if (offset + 8 + size > riffEnd) break;
      if (
        copy.toString('latin1', offset, offset + 4) === 'LIST' &&
        copy.toString('latin1', offset + 8, offset + 12) === 'INFO'
      ) {
        copy.write('JUNK', offset, 'latin1');
        copy.fill(0, offset + 8, offset + 8 + size);
      }
      offset += 8 + size + (size % 2);
    }
    riff = riffEnd + (riffEnd % 2);
  }
  return copy;
}
