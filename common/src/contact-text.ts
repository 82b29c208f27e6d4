// The text the contact-details detector reads: folded so that look-alike spellings of a number, an
// address or a site name read the same, with each character mapped back to the original string so
// that what is masked is the original text, never the folded one.

/** Folded text; `from[i]`..`to[i]` is the span of the original string that character i came from. */
export interface FoldedText {
  text: string;
  from: number[];
  to: number[];
}

// Zero-width, bidi and other format characters, and the Hangul fillers that render as nothing.
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/u;
const MARKS = /\p{M}/gu;
// Letters from other scripts that look like Latin ones, as used to dodge a filter ("gmаil").
const LOOKALIKES: Record<string, string | undefined> = Object.fromEntries(
  [...'аеорсухіјѕԁһοαικντρεɡıℓ|'].map((char, i) => [char, 'aeopcyxijsdhoaikvtpegill'[i]]),
);
// The zero of each block of decimal digits NFKC leaves alone (Arabic-Indic, Devanagari, Thai...).
const DIGIT_ZEROS = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xe50, 0xed0, 0xf20,
  0x1040, 0x17e0, 0x1810, 0x1946, 0x19d0,
];

function fold(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return char === '|' ? 'l' : char.toLowerCase();
  const zero = DIGIT_ZEROS.find((z) => code >= z && code < z + 10);
  if (zero !== undefined) return String(code - zero);
  const plain = char.normalize('NFKC').normalize('NFD').replace(MARKS, '').toLowerCase();
  return [...plain].map((c) => LOOKALIKES[c] ?? c).join('');
}

/** NFKC, lower case, no accents, no invisible characters, look-alike letters and digits folded. */
export function foldText(original: string): FoldedText {
  const folded: FoldedText = { text: '', from: [], to: [] };
  let index = 0;
  for (const char of original) {
    const start = index;
    index += char.length;
    if (INVISIBLE.test(char)) continue;
    const plain = fold(char);
    folded.text += plain;
    for (let i = 0; i < plain.length; i++) {
      folded.from.push(start);
      folded.to.push(index);
    }
  }
  return folded;
}

/** The folded text with every match of `pattern` (global) replaced by `by`, still mapped. */
export function rewrite(source: FoldedText, pattern: RegExp, by: string): FoldedText {
  const out: FoldedText = { text: '', from: [], to: [] };
  let last = 0;
  const copy = (end: number) => {
    out.text += source.text.slice(last, end);
    out.from.push(...source.from.slice(last, end));
    out.to.push(...source.to.slice(last, end));
  };
  for (const match of source.text.matchAll(pattern)) {
    if (match[0].length === 0) continue;
    copy(match.index);
    const end = match.index + match[0].length;
    out.text += by;
    for (let i = 0; i < by.length; i++) {
      out.from.push(source.from[match.index] ?? 0);
      out.to.push(source.to[end - 1] ?? 0);
    }
    last = end;
  }
  copy(source.text.length);
  return out;
}

/** A span of the original string, [start, end). */
export type Span = readonly [number, number];

/** The original span of folded characters [start, end). */
export const originalSpan = (folded: FoldedText, start: number, end: number): Span => [
  folded.from[start] ?? 0,
  folded.to[end - 1] ?? 0,
];

/** The folded characters [start, end) that came from the original span. */
export function foldedSpan(folded: FoldedText, [start, end]: Span): [number, number] {
  const first = folded.from.findIndex((from) => from >= start);
  if (first < 0 || folded.from[first]! >= end) return [0, 0];
  const after = folded.from.findIndex((from, i) => i > first && from >= end);
  return [first, after < 0 ? folded.text.length : after];
}
