import { inflateRawSync } from 'node:zlib';
import { ArchiveLimits, ArchiveMessages, ArchiveRefusal, type ArchiveLabel } from './archive-limits.js';
import { readZipDirectory, type ZipEntryInfo } from './zip-directory.js';

const LOCAL_SIG = 0x04034b50;

const isTooLarge = (error: unknown) => error instanceof RangeError || (error as { code?: string })?.code === 'ERR_BUFFER_TOO_LARGE';

/** The packed bytes of an entry, found through its local header (whose own sizes may be zero: data descriptors). */
function packedBytes(bytes: Buffer, entry: ZipEntryInfo, corrupt: () => ArchiveRefusal): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIG) throw corrupt();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw corrupt();
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Unpacks the entries of an archive, never more than ArchiveLimits allow: the declared sizes are checked first
 * (readZipDirectory), then each entry is inflated with a ceiling, so an entry that lies about its size stops at the
 * ceiling instead of filling the memory, and must unpack to exactly its declared size. `wanted` picks the entries
 * to keep; every entry is still unpacked and counted, so none can hide a bomb.
 */
export function unpackArchive(bytes: Buffer, label: ArchiveLabel, wanted: (name: string) => boolean): Map<string, Buffer> {
  const corrupt = () => new ArchiveRefusal(ArchiveMessages.corrupt(label), 'corrupt');
  const entries = readZipDirectory(bytes, label);
  const kept = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries) {
    const packed = packedBytes(bytes, entry, corrupt);
    const remaining = ArchiveLimits.maxTotalBytes - total;
    const ceiling = Math.min(ArchiveLimits.maxEntryBytes, remaining);
    let data: Buffer;
    if (entry.method === 0) {
      data = packed;
    } else {
      try {
        data = inflateRawSync(packed, { maxOutputLength: Math.max(1, ceiling) });
      } catch (error) {
        if (!isTooLarge(error)) throw corrupt();
        throw new ArchiveRefusal(ceiling < ArchiveLimits.maxEntryBytes ? ArchiveMessages.totalTooLarge(label) : ArchiveMessages.entryTooLarge(label), 'limit');
      }
    }
    if (data.length !== entry.uncompressedSize) throw corrupt();
    total += data.length;
    if (wanted(entry.name)) kept.set(entry.name, data);
  }
  return kept;
}
