// Phone numbers however they are written: digits, look-alike letters ("O24 l23") and number words
// in English and French, with anything but a word between them ("024/123/4567", "024x123x4567",
// "zero two four, one two three..."). A run of 7 or more digits is a phone number unless the whole
// run reads as dates, times, years, a price or a list of numbers. One pass over the words: linear.
import type { FoldedText } from './contact-text.js';

/** Digits read from one word (or a few number words), at folded positions [start, end). */
export interface NumberAtom {
  digits: string;
  start: number;
  end: number;
  /** "o", "oh", "i", "l": a digit between two others, a word at the edge of a run. */
  weak: boolean;
  /** The folded text between the previous atom of the run and this one. */
  separator: string;
}

export const MIN_PHONE_DIGITS = 7;

// Number words, English then French, accents already folded away: each list counts from its start.
const counting = (words: string, from: number, step = 1) =>
  words.split(' ').map((word, i): [string, number] => [word, from + i * step]);
const WORD_VALUES: Record<string, number> = Object.fromEntries([
  ...counting('zero one two three four five six seven eight nine', 0),
  ...counting('ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 10),
  ...counting('twenty thirty forty fifty sixty seventy eighty ninety', 20, 10),
  ...counting('zero un deux trois quatre cinq six sept huit neuf', 0),
  ...counting('dix onze douze treize quatorze quinze seize', 10),
  ...counting('vingt trente quarante cinquante soixante septante huitante nonante', 20, 10),
  ...Object.entries({ nought: 0, nil: 0, une: 1, fourty: 40, vingts: 20, octante: 80 }),
  ...Object.entries({ hundred: 100, cent: 100, cents: 100 }),
]);
const NUMBER_WORDS = Object.keys(WORD_VALUES)
  .sort((a, b) => b.length - a.length)
  .join('|');
const JOINED_NUMBERS = new RegExp(`^(?:${NUMBER_WORDS}|\\d)+$`);
const JOINED_PART = new RegExp(`${NUMBER_WORDS}|\\d+`, 'g');
const WEAK_WORDS: Record<string, string> = { o: '0', oh: '0', i: '1', l: '1' };
const REPEATS: Record<string, number> = { double: 2, triple: 3, treble: 3 };
// Words read between digits as a separator is ("zero two four dash one...").
const SEPARATOR_WORDS = new Set(['x', 'dash', 'slash', 'hyphen', 'tiret', 'space', 'dot', 'point']);
// A reservation code (8 of ABCDEFGHJKMNPQRSTUVWXYZ23456789) is not a number with "x" in it.
const RESERVATION_CODE = /^(?=.*[a-z])[a-hjkmnp-z2-9]{8}$/;
const DIGITS_AND_LOOKALIKES = /^[0-9oil]+(?:x[0-9oil]+)*$/;

type Token =
  | { kind: 'atom'; atom: NumberAtom }
  | { kind: 'word'; value: number; start: number; end: number }
  | { kind: 'repeat'; times: number; start: number; end: number }
  | { kind: 'and'; start: number; end: number }
  | { kind: 'break' };

function tokensOf(word: string, start: number, long: [number, number][]): Token[] {
  const end = start + word.length;
  if (/^\d+$/.test(word)) return [{ kind: 'atom', atom: atom(word, start, end) }];
  if (RESERVATION_CODE.test(word)) return [{ kind: 'break' }];
  if (DIGITS_AND_LOOKALIKES.test(word) && /\d/.test(word)) {
    let at = start;
    return word.split('x').map((part) => {
      const digits = part.replace(/o/g, '0').replace(/[il]/g, '1');
      const token: Token = { kind: 'atom', atom: atom(digits, at, at + part.length) };
      at += part.length + 1;
      return token;
    });
  }
  const value = WORD_VALUES[word];
  if (value !== undefined) return [{ kind: 'word', value, start, end }];
  // Number words run together or glued to digits: "zerotwofour", "zero24".
  if (word.length <= 64 && JOINED_NUMBERS.test(word))
    return [...word.matchAll(JOINED_PART)].flatMap((part) => tokensOf(part[0], start + part.index, long));
  const weak = WEAK_WORDS[word];
  if (weak !== undefined) return [{ kind: 'atom', atom: { ...atom(weak, start, end), weak: true } }];
  const times = REPEATS[word];
  if (times !== undefined) return [{ kind: 'repeat', times, start, end }];
  if (word === 'et' || word === 'and') return [{ kind: 'and', start, end }];
  if (SEPARATOR_WORDS.has(word)) return [];
  // Digits glued to letters ("12b", "3rd", "7am") end a run, but 7 of them in a row still count.
  for (const match of word.matchAll(/\d{7,}/g))
    long.push([start + match.index, start + match.index + match[0].length]);
  return [{ kind: 'break' }];
}

const atom = (digits: string, start: number, end: number): NumberAtom => ({
  digits,
  start,
  end,
  weak: false,
  separator: '',
});

// Number words to digits: "twenty four" 24, "soixante-dix-huit" 78, "quatre-vingt-un" 81, "double
// five" 55, "one hundred and twenty three" 123, "deux cent trente" 230. Anything else between words
// leaves them as separate numbers.
function readWords(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'word') {
      out.push(token.kind === 'and' ? { kind: 'break' } : token);
      continue;
    }
    let { value, end, last } = belowHundred(tokens, i);
    const hundred = tokens[last + 1];
    if (value >= 1 && value <= 9 && hundred?.kind === 'word' && hundred.value === 100) {
      value *= 100;
      end = hundred.end;
      last++;
    }
    if (value >= 100 && value % 100 === 0) {
      const from = tokens[last + 1]?.kind === 'and' ? last + 2 : last + 1;
      const rest = tokens[from];
      if (rest?.kind === 'word' && rest.value < 100) {
        const tail = belowHundred(tokens, from);
        value += tail.value;
        ({ end, last } = tail);
      }
    }
    out.push({ kind: 'atom', atom: atom(String(value), token.start, end) });
    i = last;
  }
  return out;
}

/** The number below a hundred that the words from `i` say, and the index of its last token. */
function belowHundred(tokens: Token[], i: number): { value: number; end: number; last: number } {
  const token = tokens[i] as Extract<Token, { kind: 'word' }>;
  let { value, end } = token;
  let last = i;
  if (value >= 100) return { value, end, last };
  const take = (offset: number, test: (v: number) => boolean) => {
    const next = tokens[last + offset];
    if (next?.kind !== 'word' || !test(next.value)) return false;
    value += next.value;
    end = next.end;
    last += offset;
    return true;
  };
  if (value === 4 && take(1, (v) => v === 20)) value = 80;
  if (value === 60 || value === 80) take(1, (v) => v >= 10 && v <= 19);
  if (value >= 20 && value % 10 === 0) {
    const andOne = tokens[last + 1]?.kind === 'and' && take(2, (v) => v === 1 || v === 11);
    if (!andOne) take(1, (v) => v >= 1 && v <= 9);
  } else if (value === 10 || value === 70 || value === 90) take(1, (v) => v >= 7 && v <= 9);
  return { value, end, last };
}

interface Run {
  atoms: NumberAtom[];
  /** Digits of the weak words dropped from its ends: they count, but are not shown as masked. */
  edgeDigits: number;
}

/** Runs of atoms with no word between them, "double"/"triple" applied, weak ends dropped. */
function runsOf(folded: FoldedText, tokens: Token[]): Run[] {
  const runs: Run[] = [];
  let run: NumberAtom[] = [];
  const close = () => {
    const first = run.findIndex((a) => !a.weak);
    const last = run.findLastIndex((a) => !a.weak);
    if (first >= 0) {
      const atoms = run.slice(first, last + 1);
      runs.push({ atoms, edgeDigits: digitCount(run) - digitCount(atoms) });
    }
    run = [];
  };
  let repeat: Extract<Token, { kind: 'repeat' }> | null = null;
  for (const token of tokens) {
    if (token.kind === 'atom') {
      const { atom: a } = token;
      const digits = repeat ? a.digits.repeat(repeat.times) : a.digits;
      const start = repeat ? repeat.start : a.start;
      const previous = run.at(-1);
      const separator = previous ? folded.text.slice(previous.end, start) : '';
      run.push({ ...a, digits, start, separator });
      repeat = null;
    } else if (token.kind === 'repeat') repeat = token;
    else {
      repeat = null;
      close();
    }
  }
  close();
  return runs;
}

/** Whether the folded text's first word may be part of a number (so one may run into it). */
export function startsWithNumber(folded: FoldedText): boolean {
  const first = /[\p{L}\p{N}]+/u.exec(folded.text);
  return first !== null && tokensOf(first[0], 0, []).every((token) => token.kind !== 'break');
}

/** Phone numbers among the folded text's words, as runs of atoms; `skip` are spans to pass over. */
export function phoneRuns(
  folded: FoldedText,
  skip: readonly (readonly [number, number])[] = [],
): NumberAtom[][] {
  const tokens: Token[] = [];
  const long: [number, number][] = [];
  for (const match of folded.text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    if (skip.some(([s, e]) => start >= s && start < e)) tokens.push({ kind: 'break' });
    else tokens.push(...tokensOf(match[0], start, long));
  }
  const runs = runsOf(folded, readWords(tokens)).filter((run) => isPhone(folded, run));
  return [
    ...runs.map((run) => run.atoms),
    ...long.map(([start, end]) => [atom(folded.text.slice(start, end), start, end)]),
  ];
}

const digitCount = (run: readonly NumberAtom[]) => run.reduce((n, a) => n + a.digits.length, 0);

function isPhone(folded: FoldedText, { atoms: run, edgeDigits }: Run): boolean {
  if (digitCount(run) + edgeDigits < MIN_PHONE_DIGITS) return false;
  const first = run[0]!;
  if (folded.text[first.start - 1] === '+') return true;
  return !(readsAsDatesAndTimes(run) || readsAsPrice(folded, run) || readsAsList(run));
}

const CURRENCY =
  '(?:ghs|ghc|gh₵|₵|cedis?|ngn|naira|₦|kes|kshs?|shillings?|\\$|usd|dollars?|€|eur|euros?|£|gbp|fcfa|cfa|xof|xaf|francs?|rwf|ugx|tzs|zar|rands?)';
const CURRENCY_BEFORE = new RegExp(`${CURRENCY}\\s*$`);
const CURRENCY_AFTER = new RegExp(`^\\s*${CURRENCY}(?![\\p{L}])`, 'u');

// "1 500 000 FCFA", "GHS 1500 - 2000": amounts never start with 0, local phone numbers do.
function readsAsPrice(folded: FoldedText, run: NumberAtom[]): boolean {
  const first = run[0]!;
  if (first.digits.startsWith('0')) return false;
  const last = run.at(-1)!;
  const before = folded.text.slice(Math.max(0, first.start - 12), first.start);
  const after = folded.text.slice(last.end, last.end + 12);
  return CURRENCY_BEFORE.test(before) || CURRENCY_AFTER.test(after);
}

// "rooms 101, 102, 103" and "1,500,000": numbers after commas, not starting with a 0.
const readsAsList = (run: NumberAtom[]) =>
  run.length > 1 &&
  !run[0]!.digits.startsWith('0') &&
  run.every((a, i) => i === 0 || /[,;]/.test(a.separator));

const inRange = (digits: string | undefined, low: number, high: number) =>
  digits !== undefined && /^\d{1,2}$/.test(digits) && Number(digits) >= low && Number(digits) <= high;
const isYear = (digits: string | undefined) => digits !== undefined && /^(?:19|20)\d\d$/.test(digits);
const isDay = (digits: string | undefined) => inRange(digits, 1, 31);

// How many atoms from `i` read as one date, time or year (0 if none): "12/09/2026", "2026-09-12",
// "12/09", "14:30", "2026", "2025/26".
function quantityAt(run: NumberAtom[], i: number): number {
  const [a, b, c] = [run[i], run[i + 1], run[i + 2]].map((x) => x?.digits);
  const sep = (k: number) => run[i + k]?.separator.trim() ?? '';
  const dateSep = /^[/.-]$/.test(sep(1)) && sep(2) === sep(1);
  const dayMonth = (isDay(a) && inRange(b, 1, 12)) || (inRange(a, 1, 12) && isDay(b));
  if (dateSep && dayMonth && (isYear(c) || /^\d\d$/.test(c ?? ''))) return 3;
  if (dateSep && isYear(a) && inRange(b, 1, 12) && isDay(c)) return 3;
  if (sep(1) === ':' && inRange(a, 0, 23) && /^\d\d$/.test(b ?? '') && Number(b) < 60) return 2;
  if (/^[/.]$/.test(sep(1)) && dayMonth) return 2;
  if (isYear(a)) return /^[/-]$/.test(sep(1)) && /^\d\d$/.test(b ?? '') ? 2 : 1;
  return 0;
}

function readsAsDatesAndTimes(run: NumberAtom[]): boolean {
  for (let i = 0; i < run.length;) {
    const length = quantityAt(run, i);
    if (length === 0) return false;
    i += length;
  }
  return true;
}
