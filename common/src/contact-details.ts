// Contact details hidden from the other side of a conversation until a booking is paid: phone
// numbers, e-mail addresses, messaging handles and links, and other booking and letting sites, in
// the spellings people use to get round a filter. The text is folded (contact-text.ts) and read
// there; what is replaced is the original text, so everything else stays exactly as written.
import { phoneRuns, startsWithNumber, type NumberAtom } from './contact-numbers.js';
import { foldText, foldedSpan, originalSpan, rewrite, type FoldedText, type Span } from './contact-text.js';

/** What the other side sees in place of contact details before a paid booking. */
export const CONTACT_HIDDEN = '[contact details hidden until booking]';

const W = '[\\p{L}\\p{N}]';
const NOT_AFTER_WORD = `(?<!${W})`;
const NOT_BEFORE_WORD = `(?!${W})`;

// Canonical "@" and "." for the obfuscated forms: "[at]", "(dot)", "[.]", "ama @ example", " dot ",
// and letters spaced out one by one joined.
// A dot with spaces around it becomes "․" (U+2024), read as a dot only next to a real "@" or a
// known site, so that "I'm at home. Com..." is not an address.
const SPACED_DOT = '\u2024';
const CANONICAL_FORMS: [RegExp, string][] = [
  [/(?<!\s)\s*[[({<]\s*(?:at|arobase|@)\s*[\])}>]\s*/g, '@'],
  [/(?<!\s)\s*[[({<]\s*(?:dot|point|\.)\s*[\])}>]\s*/g, '.'],
  [/(?<!\s)\s*@\s*/g, '@'],
  // Letters spaced out one by one ("a m a@g m a i l"): the spaces go.
  [/(?<=(?<![\p{L}\p{N}])[\p{L}\p{N}]) +(?=[\p{L}\p{N}](?![\p{L}\p{N}]))/gu, ''],
  [new RegExp(`(?<=${W})\\s+(?:dot|point)\\s+(?=${W})`, 'gu'), '.'],
  [new RegExp(`(?<=${W})(?:\\s+\\.\\s*|\\.\\s+)(?=${W})`, 'gu'), SPACED_DOT],
  [/(?<!\s)\s*\/\s*/g, '/'],
];

const LOCAL = `(?<![\\p{L}\\p{N}._%+-])[\\p{L}\\p{N}_][\\p{L}\\p{N}._%+-]*`;
const LABEL = `[\\p{L}\\p{N}-]+`;
const KNOWN_TLD =
  '(?:com|net|org|edu|gov|info|biz|io|co|me|uk|gh|ng|ke|za|fr|de|us|ca|africa|online|site|email|mail)';
const PROVIDERS = '(?:g\\s*mail|googlemail|yahoo|hotmail|outlook|icloud|protonmail|proton|ymail|aol|gmx)';
const EMAILS = [
  new RegExp(
    `${LOCAL}@${LABEL}(?:[.${SPACED_DOT}]${LABEL})*[.${SPACED_DOT}]\\p{L}{2,}${NOT_BEFORE_WORD}`,
    'gu',
  ),
  // The plain word "at" only with a real or spelled-out dot and a known ending.
  new RegExp(`${LOCAL}\\s+(?:at|arobase)\\s+${LABEL}(?:\\.${LABEL})*\\.${KNOWN_TLD}${NOT_BEFORE_WORD}`, 'gu'),
  new RegExp(`${LOCAL}(?:@|\\s+(?:at|arobase)\\s+)${PROVIDERS}${NOT_BEFORE_WORD}`, 'gu'),
];

// A name in any spelling: spaces or punctuation between its letters ("air bnb", "a.i.r.b.n.b"),
// digits and signs for letters ("h0stelw0rld", "@irbnb").
const LOOKS: Record<string, string> = {
  o: '[o0]',
  i: '[i1l!]',
  l: '[l1i!]',
  e: '[e3]',
  a: '[a4@]',
  s: '[s5$]',
  t: '[t7+]',
};
const loose = (name: string) => [...name].map((c) => LOOKS[c] ?? c).join(`[^a-z0-9]{0,2}`);

// Booking and letting sites named anywhere. "booking", "spare room" and "hotels" are ordinary words
// ("my booking", "on booking" too is ambiguous: it is left alone), so those count only as a site
// address ("booking.com", "booking dot com", "booking[.]com").
const SITE_NAMES = [
  'airbnb',
  'hostelworld',
  'hostelbookers',
  'expedia',
  'agoda',
  'vrbo',
  'jiji',
  'tonaton',
  'meqasa',
  'trivago',
  'tripadvisor',
  'couchsurfing',
  'homeaway',
  'lodgify',
  'hotelscombined',
  'privateproperty',
];
const SITE_ADDRESSES = ['booking', 'spareroom', 'hotels', 'hostels', 'jumia', 'olx', 'kayak'];
const MESSAGING_ADDRESSES =
  '(?:t|wa|m|ig|fb|signal|telegram|linktr|instagr|chat\\.whatsapp|api\\.whatsapp|whatsapp|instagram|snapchat|facebook|tiktok|twitter|x|wechat|viber|line)';
const DOT = `[.${SPACED_DOT}]`;
const PATH = `(?:/[^\\s]*)?`;
const SITES = [
  new RegExp(
    `${NOT_AFTER_WORD}(?:${SITE_NAMES.map(loose).join('|')})(?!\\p{L})(?:${DOT}\\p{L}{2,}(?:\\.\\p{L}{2,})?)?${PATH}`,
    'gu',
  ),
  new RegExp(
    `${NOT_AFTER_WORD}(?:${SITE_ADDRESSES.join('|')})${DOT}\\p{L}{2,}(?:\\.\\p{L}{2,})?${NOT_BEFORE_WORD}${PATH}`,
    'gu',
  ),
  new RegExp(
    `${NOT_AFTER_WORD}${MESSAGING_ADDRESSES}${DOT}(?:me|ee|am|link|dog|com|org)${NOT_BEFORE_WORD}${PATH}`,
    'gu',
  ),
];

// Messaging apps. An app's name alone is ordinary ("is there WhatsApp signal?"); with "me" it asks
// to move the talk off the platform, and with a handle after it ("insta: ama_b") it is one.
const APPS = [
  'whatsapp',
  'telegram',
  'instagram',
  'insta',
  'snapchat',
  'facebook',
  'messenger',
  'tiktok',
  'viber',
  'wechat',
];
const AMBIGUOUS_APPS = ['signal', 'snap', 'ig', 'fb', 'twitter'];
const APP = `(?:${APPS.map(loose).join('|')}|whats\\s*app?|wh?ats?app?|wass?app?)`;
const ANY_APP = `(?:${APP}|${AMBIGUOUS_APPS.join('|')})`;
const FILLER =
  '(?:me|my|is|its|it|handle|name|username|user|id|account|number|no|on|at|via|est|c|mon|ma|moi|sur|pseudo|compte|add|dm|text)';
const APP_ME = [
  new RegExp(`${NOT_AFTER_WORD}${APP}[\\s-]+(?:me|moi)${NOT_BEFORE_WORD}`, 'gu'),
  new RegExp(`${NOT_AFTER_WORD}(?:me|moi)\\s+(?:on|sur|via|par)\\s+${ANY_APP}${NOT_BEFORE_WORD}`, 'gu'),
];
const HANDLE_ON_APP = new RegExp(
  `(?<![\\p{L}\\p{N}_.@])(@?[\\p{L}\\p{N}_.]{2,30})\\s+(?:on|sur|via)\\s+${ANY_APP}${NOT_BEFORE_WORD}`,
  'gu',
);
const APP_HANDLE = new RegExp(
  `${NOT_AFTER_WORD}(?:(${APP})|${AMBIGUOUS_APPS.join('|')})((?:[\\s:=-]+${FILLER}${NOT_BEFORE_WORD}){0,3}[\\s:=-]+)(@?[\\p{L}\\p{N}_.]{2,30})`,
  'gu',
);
// A bare "@name" too: in a conversation of two people it is a handle on another service, not a
// mention of someone here.
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}_][\p{L}\p{N}_.]{1,29}/gu;
const URL = /(?:https?:\/\/|www\.)[^\s]+/g;

// "https://www.airbnb.com/...": the scheme and subdomains before a site's name go with it.
function withAddressBefore(text: string, start: number): number {
  const before = /(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[\p{L}\p{N}-]+[.\u2024])*$/u.exec(
    text.slice(Math.max(0, start - 80), start),
  );
  return start - (before?.[0].length ?? 0);
}

const siteSpans = (folded: FoldedText): Span[] =>
  SITES.flatMap((pattern) =>
    [...folded.text.matchAll(pattern)].map((m) =>
      originalSpan(folded, withAddressBefore(folded.text, m.index), m.index + m[0].length),
    ),
  );

const spansOf = (folded: FoldedText, patterns: readonly RegExp[]): Span[] =>
  patterns.flatMap((pattern) =>
    [...folded.text.matchAll(pattern)].map((m) => originalSpan(folded, m.index, m.index + m[0].length)),
  );

// "insta: ama_b", "telegram: @name", "IG ama.b", "ama_b on insta": an app's name, and a word
// that is a handle: with "@", "_", "." or a digit in it, or after a colon. After an app's name
// that is also a word ("signal", "snap"), only "@", "_" or a dot between letters count.
function appHandleSpans(folded: FoldedText): Span[] {
  const spans: Span[] = [];
  for (const m of folded.text.matchAll(APP_HANDLE)) {
    const [whole, clear, between = '', handle = ''] = m;
    const looksLikeHandle =
      clear === undefined ? /^@|_|\.\p{L}/u.test(handle) : /^@|[_.\d]/.test(handle) || between.includes(':');
    if (looksLikeHandle) spans.push(originalSpan(folded, m.index, m.index + whole.length));
  }
  for (const m of folded.text.matchAll(HANDLE_ON_APP)) {
    if (/^@|[_.\d]/.test(m[1] ?? '')) spans.push(originalSpan(folded, m.index, m.index + m[0].length));
  }
  return spans;
}

function phoneSpans(folded: FoldedText, runs: NumberAtom[][]): Span[] {
  return runs.map((run) => {
    let start = run[0]!.start;
    let end = run.at(-1)!.end;
    while (start > 0 && '+('.includes(folded.text[start - 1]!)) start--;
    const opened = folded.text.slice(start, end);
    if (folded.text[end] === ')' && opened.lastIndexOf('(') > opened.lastIndexOf(')')) end++;
    return originalSpan(folded, start, end);
  });
}

// Links to sites that are not a booking or messaging site stay clickable: their digits and "@"
// (map coordinates, ids) are not read as contact details.
const urlSpans = (folded: FoldedText): [number, number][] =>
  [...folded.text.matchAll(URL)].map((m) => [m.index, m.index + m[0].length]);

const EARLIER_MESSAGES = 5;
const EARLIER_CHARACTERS = 200;

// The numbers a message showed as a whole on its own (masked there), as spans of its last
// `keep` characters: they do not count again towards a number split across messages.
function wholeNumbersShown(message: string, keep: number): Span[] {
  const folded = foldText(message);
  const cut = message.length - keep;
  return phoneSpans(folded, phoneRuns(folded, urlSpans(folded)))
    .filter(([, end]) => end > cut)
    .map(([start, end]) => [Math.max(0, start - cut), end - cut]);
}

// A number split across messages ("024 123", then "4567"; or "Hello 0", "024 123", "4567"): the
// sender's previous messages are read with this one, and a number that runs into the start of this
// one is masked here, unless its earlier part is a number one earlier message showed as a whole
// (masked there already). Each earlier message is judged on its own, since each was shown alone.
function splitPhoneSpans(text: string, folded: FoldedText, earlier: readonly string[]): Span[] {
  if (earlier.length === 0 || !startsWithNumber(folded)) return [];
  let before = '';
  const shown: Span[] = [];
  for (const message of earlier.slice(-EARLIER_MESSAGES)) {
    const kept = message.slice(-EARLIER_CHARACTERS);
    const at = before.length;
    shown.push(...wholeNumbersShown(message, kept.length).map(([s, e]): Span => [at + s, at + e]));
    before += `${kept}\n`;
  }
  const joined = foldText(before + text);
  const boundary = joined.from.findIndex((from) => from >= before.length);
  if (boundary < 0) return [];
  const skip = [...urlSpans(joined), ...shown.map((span) => foldedSpan(joined, span))];
  return phoneRuns(joined, skip)
    .filter((run) => run[0]!.start < boundary && run.at(-1)!.end > boundary)
    .map((run) => {
      const inText = run.filter((a) => a.start >= boundary);
      return [
        joined.from[inText[0]!.start]! - before.length,
        joined.to[inText.at(-1)!.end - 1]! - before.length,
      ];
    });
}

/** The original spans to hide, sorted; overlapping ones and ones with only punctuation between joined. */
function contactSpans(text: string, earlier: readonly string[]): Span[] {
  const folded = foldText(text);
  const urls = urlSpans(folded);
  const canonical = CANONICAL_FORMS.reduce((f, [pattern, by]) => rewrite(f, pattern, by), folded);
  const outsideUrls = (span: Span) =>
    !urls.some(([s, e]) => span[0] >= (folded.from[s] ?? 0) && span[1] <= (folded.to[e - 1] ?? 0));
  const spans = [
    ...phoneSpans(folded, phoneRuns(folded, urls)),
    ...spansOf(canonical, EMAILS).filter(outsideUrls),
    ...siteSpans(canonical),
    ...spansOf(canonical, APP_ME),
    ...appHandleSpans(folded),
    ...spansOf(folded, [HANDLE]).filter(outsideUrls),
    ...splitPhoneSpans(text, folded, earlier),
  ].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && /^[^\p{L}\p{N}]*$/u.test(text.slice(last[1], start))) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

// Short texts read again and again are masked once: every search page masks its owners' names
// (about 0.2 ms each, most of a page's CPU beside GraphQL). The oldest go first past the cap.
const REMEMBERED_LENGTH = 100;
const REMEMBERED_MAX = 2000;
const remembered = new Map<string, string>();

/**
 * The text with contact details replaced by CONTACT_HIDDEN, the rest as written. `earlier` are
 * the same sender's previous messages in the same conversation, oldest first, so that a number
 * split across messages is caught too.
 */
export function maskContactDetails(text: string, earlier: readonly string[] = []): string {
  if (earlier.length > 0 || text.length > REMEMBERED_LENGTH) return maskSpans(text, earlier);
  let masked = remembered.get(text);
  if (masked === undefined) {
    masked = maskSpans(text, earlier);
    if (remembered.size >= REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
    remembered.set(text, masked);
  }
  return masked;
}

function maskSpans(text: string, earlier: readonly string[]): string {
  let masked = '';
  let last = 0;
  for (const [start, end] of contactSpans(text, earlier)) {
    masked += text.slice(last, start) + CONTACT_HIDDEN;
    last = end;
  }
  return masked + text.slice(last);
}

/** Whether the text holds anything `maskContactDetails` hides. */
export const hasContactDetails = (text: string, earlier: readonly string[] = []) =>
  contactSpans(text, earlier).length > 0;
