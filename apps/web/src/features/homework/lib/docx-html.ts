import mammoth from 'mammoth';

/** Only imported dynamically (see file-preview.ts), so mammoth stays out of the main chunks. */
export async function docxToHtml(arrayBuffer: ArrayBuffer): Promise<string> {
  const result = await mammoth.convertToHtml({ arrayBuffer });
  return result.value;
}
