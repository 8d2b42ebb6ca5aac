import { ArchiveLimits, ArchiveMessages, ArchiveRefusal, type ArchiveLabel } from './archive-limits.js';

/**
 * Reads a ZIP archive's central directory (PKWARE APPNOTE 4.3.12–4.3.16, with the ZIP64 records of 4.3.14 and the
 * extra field of 4.5.3) without unpacking anything, and refuses it when it declares more entries or more unpacked
 * bytes than an Office file may hold. Written here rather than taken from a library: the libraries that read ZIPs
 * (JSZip under exceljs) unpack every entry first, which is exactly what a zip bomb exploits.
 */
export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused. */
  method: number;
  flags: number;
  compressedSize: number;
  /** What the archive declares; the unpacking checks that it tells the truth. */
  uncompressedSize: number;
  localHeaderOffset: number;
}

const SIG = { end: 0x06054b50, end64: 0x06064b50, locator64: 0x07064b50, central: 0x02014b50 } as const;
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

const readU64 = (bytes: Buffer, at: number) => Number(bytes.readBigUInt64LE(at));

function findEndRecord(bytes: Buffer): number {
  const last = bytes.length - END_SIZE;
  for (let at = last; at >= Math.max(0, last - MAX_COMMENT); at--) {
    if (bytes.readUInt32LE(at) === SIG.end) return at;
  }
  return -1;
}

interface Directory {
  entries: number;
  offset: number;
  size: number;
}

/** Where the central directory is and how many entries it lists, from the end record or its ZIP64 twin. */
function locateDirectory(bytes: Buffer, endAt: number): Directory | null {
  let dir: Directory = { entries: bytes.readUInt16LE(endAt + 10), size: bytes.readUInt32LE(endAt + 12), offset: bytes.readUInt32LE(endAt + 16) };
  const isZip64 = dir.entries === 0xffff || dir.size === 0xffffffff || dir.offset === 0xffffffff;
  if (isZip64) {
    const locatorAt = endAt - 20;
    if (locatorAt < 0 || bytes.readUInt32LE(locatorAt) !== SIG.locator64) return null;
    const end64At = readU64(bytes, locatorAt + 8);
    if (end64At + 56 > bytes.length || bytes.readUInt32LE(end64At) !== SIG.end64) return null;
    dir = { entries: readU64(bytes, end64At + 32), size: readU64(bytes, end64At + 40), offset: readU64(bytes, end64At + 48) };
  }
  return dir.offset + dir.size <= bytes.length ? dir : null;
}

/** The ZIP64 extended information (extra field 0x0001) replaces the 32-bit fields that read 0xFFFFFFFF, in order. */
function applyZip64Extra(bytes: Buffer, extraAt: number, extraEnd: number, entry: ZipEntryInfo): void {
  for (let at = extraAt; at + 4 <= extraEnd; ) {
    const id = bytes.readUInt16LE(at);
    const size = bytes.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size) return null;
        const value = readU64(bytes, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next() ?? entry.uncompressedSize;
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? entry.compressedSize;
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next() ?? entry.localHeaderOffset;
      return;
    }
    at += 4 + size;
  }
}

/**
 * The entries of the archive as its central directory declares them. Refuses (ArchiveRefusal) a file that is not a
 * readable ZIP, is encrypted or uses another compression, or declares more than ArchiveLimits allow.
 */
export function readZipDirectory(bytes: Buffer, label: ArchiveLabel): ZipEntryInfo[] {
  const corrupt = () => new ArchiveRefusal(ArchiveMessages.corrupt(label), 'corrupt');
  if (bytes.length < END_SIZE) throw corrupt();
  const endAt = findEndRecord(bytes);
  const dir = endAt < 0 ? null : locateDirectory(bytes, endAt);
  if (!dir) throw corrupt();
  if (dir.entries > ArchiveLimits.maxEntries) throw new ArchiveRefusal(ArchiveMessages.tooManyEntries(label), 'limit');

  const entries: ZipEntryInfo[] = [];
  let declaredTotal = 0;
  let at = dir.offset;
  for (let i = 0; i < dir.entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== SIG.central) throw corrupt();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > bytes.length) throw corrupt();
    const flags = bytes.readUInt16LE(at + 8);
    const entry: ZipEntryInfo = {
      // Bit 11: the name is UTF-8; Office writes ASCII names either way.
      name: bytes.toString(flags & 0x0800 ? 'utf8' : 'latin1', at + 46, nameEnd),
      method: bytes.readUInt16LE(at + 10),
      flags,
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    applyZip64Extra(bytes, nameEnd, nameEnd + extraLength, entry);
    // Bit 0: encrypted. Office never encrypts inside the ZIP (a protected workbook is a different file format).
    if (entry.flags & 0x0001 || (entry.method !== 0 && entry.method !== 8)) throw corrupt();
    if (entry.uncompressedSize > ArchiveLimits.maxEntryBytes) throw new ArchiveRefusal(ArchiveMessages.entryTooLarge(label), 'limit');
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > ArchiveLimits.maxTotalBytes) throw new ArchiveRefusal(ArchiveMessages.totalTooLarge(label), 'limit');
    entries.push(entry);
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}
