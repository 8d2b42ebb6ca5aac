/** Characters the spec's name-sanitising rule strips (spec 03 §5). */
const FORBIDDEN = /[?*"<>:#|,/'+\\[\]]/g;

/** Strips the forbidden characters and collapses whitespace, as names are used in file names and exports. */
export function sanitizeName(name: string): string {
  return name.replace(FORBIDDEN, '').replace(/\s+/g, ' ').trim();
}
