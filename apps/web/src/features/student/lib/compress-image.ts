import { HomeworkLimits } from '@zuoyeben/shared';

/** The JPEG quality a photo of `size` bytes is re-encoded at (spec 01 §9), or null to upload it as it is. */
export function compressionQuality(size: number): number | null {
  if (size > HomeworkLimits.strongCompressAboveBytes) return HomeworkLimits.strongCompressQuality;
  if (size >= HomeworkLimits.compressAboveBytes) return HomeworkLimits.compressQuality;
  return null;
}

/** Longest side of a re-encoded photo: larger canvases exhaust the memory of older phones. */
const MAX_SIDE = 4096;
const UPLOADABLE = ['image/jpeg', 'image/png'];

export interface PreparedImage {
  blob: Blob;
  fileName: string;
}

const asJpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

async function reencode(file: File, quality: number): Promise<Blob | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/**
 * A photo ready to upload: small JPEG and PNG files as they are; larger ones, and other formats a camera may produce
 * (HEIC, WebP), re-encoded as JPEG through a canvas. When the browser cannot decode it, the original is sent and the
 * server decides.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const quality = compressionQuality(file.size) ?? (UPLOADABLE.includes(file.type) ? null : HomeworkLimits.compressQuality);
  if (quality === null) return { blob: file, fileName: file.name };
  try {
    const blob = await reencode(file, quality);
    if (blob) return { blob, fileName: asJpegName(file.name) };
  } catch {
    // Decoding failed (an unsupported format or a browser without createImageBitmap): send the original.
  }
  return { blob: file, fileName: file.name };
}
