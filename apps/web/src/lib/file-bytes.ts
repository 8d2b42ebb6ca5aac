/** The bytes of an uploaded file; same origin, so the session cookie goes along. */
export async function fetchFileBytes(path: string): Promise<ArrayBuffer> {
  const res = await fetch(path, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.arrayBuffer();
}
