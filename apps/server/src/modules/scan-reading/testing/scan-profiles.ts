/**
 * How a generated scan is filled in and degraded. `typical` is a school's sheet-fed scanner on cards filled in with
 * a 2B pencil; `hard` adds strong geometry (±10°, scale 0.7–1.3, shear), a poor scanner and light marks next to
 * half-erased ones (after docs/research-omr-pdf.md §4).
 */
export interface ScanProfile {
  name: string;
  dpi: number;
  rotationDeg: number;
  flippedShare: number;
  /** Whole-image resize range (a scanner's resolution or a copier's zoom). */
  scale: [number, number];
  /** Print shrunk to fit the page ("fit to page"): content scale range, on white paper. */
  contentScale: [number, number];
  /** Shear, as a fraction. */
  shear: number;
  blurMax: number;
  noiseMax: number;
  saltPepper: number;
  gain: [number, number];
  /** Brightness falling off across the page, at most this fraction. */
  shading: number;
  jpegQuality: [number, number];
  /** Grey of a pencil mark (0 black). */
  markGrey: [number, number];
  /** Share of marks that are light (grey `lightGrey`). */
  lightShare: number;
  lightGrey: [number, number];
  /** Share of questions with an erased mark left on a not-chosen option (grey `residueGrey`). */
  residueShare: number;
  residueGrey: [number, number];
  blankShare: number;
  multiShare: number;
}

export const SCAN_PROFILES = {
  typical: {
    name: 'typical',
    dpi: 200,
    rotationDeg: 5,
    flippedShare: 0.1,
    scale: [0.85, 1.15],
    contentScale: [0.97, 1],
    shear: 0.005,
    blurMax: 1,
    noiseMax: 12,
    saltPepper: 0,
    gain: [0.85, 1],
    shading: 0.08,
    jpegQuality: [60, 90],
    markGrey: [40, 140],
    lightShare: 0,
    lightGrey: [150, 175],
    residueShare: 0.02,
    residueGrey: [228, 245],
    blankShare: 0.06,
    multiShare: 0.04,
  },
  hard: {
    name: 'hard',
    dpi: 150,
    rotationDeg: 10,
    flippedShare: 0.25,
    scale: [0.7, 1.3],
    contentScale: [0.93, 1],
    shear: 0.01,
    blurMax: 1.6,
    noiseMax: 22,
    saltPepper: 0.003,
    gain: [0.7, 1],
    shading: 0.15,
    jpegQuality: [40, 75],
    markGrey: [40, 140],
    lightShare: 0.06,
    lightGrey: [150, 175],
    residueShare: 0.08,
    residueGrey: [200, 230],
    blankShare: 0.06,
    multiShare: 0.04,
  },
} as const satisfies Record<string, ScanProfile>;
