/**
 * Figures of geometry items as small SVG drawings, embedded as data-URI images so that item HTML stays plain
 * (an <img> is all the web client and the PDF export need to show them, capped at 610px wide).
 */
export type Pt = [number, number];

const f = (n: number) => Number(n.toFixed(1));

export const seg = (a: Pt, b: Pt, dashed = false) =>
  `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="#000" stroke-width="1.5"${dashed ? ' stroke-dasharray="4 3"' : ''}/>`;

export const poly = (pts: Pt[]) => `<polygon points="${pts.map((p) => `${f(p[0])},${f(p[1])}`).join(' ')}" fill="none" stroke="#000" stroke-width="1.5"/>`;

export const label = (at: Pt, text: string, italic = true) =>
  `<text x="${f(at[0])}" y="${f(at[1])}" font-size="15" font-family="Times New Roman, serif"${italic ? ' font-style="italic"' : ''} text-anchor="middle" dominant-baseline="middle">${text}</text>`;

export const circle = (c: Pt, r: number) => `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="${f(r)}" fill="none" stroke="#000" stroke-width="1.5"/>`;

export const dot = (c: Pt) => `<circle cx="${f(c[0])}" cy="${f(c[1])}" r="2" fill="#000"/>`;

/** A small arc marking the angle at `v` between the rays towards `a` and `b`. */
export function angleMark(v: Pt, a: Pt, b: Pt, r = 16): string {
  const u = (p: Pt): Pt => {
    const len = Math.hypot(p[0] - v[0], p[1] - v[1]);
    return [v[0] + ((p[0] - v[0]) / len) * r, v[1] + ((p[1] - v[1]) / len) * r];
  };
  const [s, e] = [u(a), u(b)];
  const cross = (a[0] - v[0]) * (b[1] - v[1]) - (a[1] - v[1]) * (b[0] - v[0]);
  return `<path d="M${f(s[0])},${f(s[1])} A${r},${r} 0 0 ${cross > 0 ? 1 : 0} ${f(e[0])},${f(e[1])}" fill="none" stroke="#000"/>`;
}

/** The right-angle square at `v` between the rays towards `a` and `b`. */
export function rightMark(v: Pt, a: Pt, b: Pt, s = 10): string {
  const unit = (p: Pt): Pt => {
    const len = Math.hypot(p[0] - v[0], p[1] - v[1]);
    return [(p[0] - v[0]) / len, (p[1] - v[1]) / len];
  };
  const [ua, ub] = [unit(a), unit(b)];
  const p1: Pt = [v[0] + ua[0] * s, v[1] + ua[1] * s];
  const p2: Pt = [p1[0] + ub[0] * s, p1[1] + ub[1] * s];
  const p3: Pt = [v[0] + ub[0] * s, v[1] + ub[1] * s];
  return `<polyline points="${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${f(p3[0])},${f(p3[1])}" fill="none" stroke="#000"/>`;
}

/** A point placed `d` beyond `p` away from `c` (for labels outside a figure). */
export function outward(p: Pt, c: Pt, d = 12): Pt {
  const len = Math.hypot(p[0] - c[0], p[1] - c[1]) || 1;
  return [p[0] + ((p[0] - c[0]) / len) * d, p[1] + ((p[1] - c[1]) / len) * d];
}

/** The finished figure as an <img> tag for item HTML. */
export function figure(width: number, height: number, body: string[], alt: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body.join('')}</svg>`;
  return `<br><img class="item-figure" width="${width}" height="${height}" alt="${alt}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`;
}
