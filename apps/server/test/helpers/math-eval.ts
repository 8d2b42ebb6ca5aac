/**
 * An independent evaluator for the seeded mathematics items: it parses plain expressions (`3*(x-2)`, `sqrt(2)`,
 * `C(5,2)`) and the LaTeX of answers (`-\frac{3}{4}`, `2\sqrt{3}`, `25\pi`) into numbers. It shares no code with the
 * generators, so an answer it agrees with was recomputed, not copied.
 */
type Vars = Record<string, number>;

const FUNCTIONS: Record<string, (...a: number[]) => number> = {
  sqrt: (x) => {
    if (x < 0) throw new Error('sqrt of negative');
    return Math.sqrt(x);
  },
  cbrt: Math.cbrt,
  abs: Math.abs,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  sind: (d) => Math.sin((d * Math.PI) / 180),
  cosd: (d) => Math.cos((d * Math.PI) / 180),
  tand: (d) => Math.tan((d * Math.PI) / 180),
  log: (b, x) => Math.log(x) / Math.log(b),
  ln: Math.log,
  C: (n, k) => fact(n) / (fact(k) * fact(n - k)),
  A: (n, k) => fact(n) / fact(n - k),
  gcd: (a, b) => (b === 0 ? Math.abs(a) : FUNCTIONS.gcd!(b, a % b)),
  lcm: (a, b) => Math.abs(a * b) / FUNCTIONS.gcd!(a, b),
};
function fact(n: number): number {
  let r = 1;
  for (let i = 2; i <= n; i++) r *= i;
  return r;
}

type Token = { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) i++;
    else if (/[0-9.]/.test(c)) {
      let j = i;
      while (j < src.length && /[0-9.]/.test(src[j]!)) j++;
      out.push({ t: 'num', v: Number(src.slice(i, j)) });
      i = j;
    } else if (/[a-zA-Z]/.test(c)) {
      const word = /^[a-zA-Z]+/.exec(src.slice(i))![0];
      const fn = Object.keys(FUNCTIONS).concat('pi').filter((f) => word.startsWith(f)).sort((a, b) => b.length - a.length)[0];
      // Known function names and pi are words; any other letter is a one-letter variable (2ab = 2·a·b).
      const id = fn && (fn === 'pi' || src[i + fn.length] === '(') ? fn : c;
      out.push({ t: 'id', v: id });
      i += id.length;
    } else if ('+-*/^(),'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else throw new Error(`unexpected '${c}' in ${src}`);
  }
  return out;
}

export function evaluate(src: string, vars: Vars = {}): number {
  const tokens = tokenize(src);
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => peek()?.t === 'op' && peek()!.v === v;
  const expect = (v: string) => {
    if (!isOp(v)) throw new Error(`expected ${v} in ${src}`);
    pos++;
  };
  const expr = (): number => {
    let v = term();
    while (isOp('+') || isOp('-')) v = (tokens[pos++]!.v === '+' ? 1 : -1) * term() + v;
    return v;
  };
  const startsFactor = () => {
    const t = peek();
    return t !== undefined && (t.t !== 'op' || t.v === '(');
  };
  const term = (): number => {
    let v = unary();
    for (;;) {
      if (isOp('*')) (pos++, (v *= unary()));
      else if (isOp('/')) {
        pos++;
        const d = unary();
        if (Math.abs(d) < 1e-12) throw new Error('division by zero');
        v /= d;
      } else if (startsFactor()) v *= power();
      else return v;
    }
  };
  const unary = (): number => {
    if (isOp('-')) return pos++, -unary();
    if (isOp('+')) return pos++, unary();
    return power();
  };
  const power = (): number => {
    const base = primary();
    if (isOp('^')) {
      pos++;
      return base ** unary();
    }
    return base;
  };
  const primary = (): number => {
    const t = tokens[pos++];
    if (!t) throw new Error(`unexpected end of ${src}`);
    if (t.t === 'num') return t.v;
    if (t.t === 'op' && t.v === '(') {
      const v = expr();
      expect(')');
      return v;
    }
    if (t.t === 'id') {
      if (t.v === 'pi') return Math.PI;
      const fn = FUNCTIONS[t.v];
      if (fn && isOp('(')) {
        pos++;
        const args = [expr()];
        while (isOp(',')) (pos++, args.push(expr()));
        expect(')');
        return fn(...args);
      }
      if (!(t.v in vars)) throw new Error(`unknown variable ${t.v} in ${src}`);
      return vars[t.v]!;
    }
    throw new Error(`unexpected ${t.v} in ${src}`);
  };
  const v = expr();
  if (pos !== tokens.length) throw new Error(`trailing input in ${src}`);
  return v;
}

function readGroup(s: string, start: number): [string, number] {
  if (s[start] !== '{') throw new Error(`expected { at ${start} in ${s}`);
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return [s.slice(start + 1, i), i + 1];
  }
  throw new Error(`unbalanced braces in ${s}`);
}

/** LaTeX of a formula to the plain syntax above. */
export function latexToAscii(tex: string): string {
  let s = tex
    .replace(/\\left|\\right/g, '')
    .replace(/\\dfrac/g, '\\frac')
    .replace(/\\times|\\cdot/g, '*')
    .replace(/\\div/g, '/')
    .replace(/\\pi/g, 'pi')
    .replace(/\^\\circ|°/g, '')
    .replace(/\\%/g, '/100')
    .replace(/\\[,;! ]|\\quad/g, ' ');
  let out = '';
  for (let i = 0; i < s.length; ) {
    if (s.startsWith('\\frac', i)) {
      const [a, j] = readGroup(s, i + 5);
      const [b, k] = readGroup(s, j);
      out += `((${latexToAscii(a)})/(${latexToAscii(b)}))`;
      i = k;
    } else if (s.startsWith('\\sqrt[3]', i)) {
      const [a, j] = readGroup(s, i + 8);
      out += `cbrt(${latexToAscii(a)})`;
      i = j;
    } else if (s.startsWith('\\sqrt', i)) {
      const [a, j] = readGroup(s, i + 5);
      out += `sqrt(${latexToAscii(a)})`;
      i = j;
    } else if (s[i] === '{' || s[i] === '}') {
      out += s[i] === '{' ? '(' : ')';
      i++;
    } else {
      out += s[i];
      i++;
    }
  }
  s = out;
  if (s.includes('\\')) throw new Error(`unsupported LaTeX in ${tex}`);
  return s;
}

/** The formulas of a rich text joined, e.g. `$3$ 和 $4$` → ['3', '4']. */
export function formulas(text: string): string[] {
  return [...text.matchAll(/\$([^$]+)\$/g)].map((m) => m[1]!);
}

export function evalLatex(tex: string, vars: Vars = {}): number {
  return evaluate(latexToAscii(tex), vars);
}

export const close = (a: number, b: number, tol = 1e-9) => Math.abs(a - b) <= tol * Math.max(1, Math.abs(a), Math.abs(b));
