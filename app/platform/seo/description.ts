/*
 * Meta descriptions built from content (an article's excerpt, a team member's biography, a
 * service's subtitle, the About page's header): search engines show about 160 characters
 * and make up their own snippet from the page for a description much shorter than 70, so
 * every page's description is brought within those bounds here. Client-safe, no
 * dictionaries: the caller passes the sentence in the page's language.
 */

/** Shorter than this, a description says too little and search engines replace it. */
export const DESCRIPTION_MIN_LENGTH = 70;
/** Longer than this, search engines cut it wherever they like. */
export const DESCRIPTION_MAX_LENGTH = 160;

const ELLIPSIS = "…";

/** A sentence's end: its mark, then any closing quote or bracket. */
const SENTENCE_END = /[.!?…]["'”’»)\]]*(?=\s|$)/gu;

/**
 * Abbreviations whose full stop ends no sentence ("Dr. Helena", "Sra. Lima", "e.g. a"),
 * in English, Portuguese and Spanish, lower-cased without the stop.
 */
const ABBREVIATIONS = new Set([
  "dr",
  "dra",
  "drs",
  "dras",
  "mr",
  "mrs",
  "ms",
  "sr",
  "sra",
  "srs",
  "srta",
  "prof",
  "profa",
  "jr",
  "st",
  "av",
  "vs",
  "e.g",
  "i.e",
  "approx",
  "aprox",
  "no",
  "nº",
  "ud",
  "uds",
  "lic",
]);

/**
 * Words a cut description should not end on ("… moved to Orlando for the…"): articles,
 * prepositions and conjunctions of the site's languages.
 */
const DANGLING_WORDS = new Set([
  // English
  "a",
  "an",
  "the",
  "and",
  "or",
  "but",
  "nor",
  "of",
  "to",
  "in",
  "on",
  "at",
  "by",
  "for",
  "from",
  "with",
  "as",
  "into",
  "than",
  "that",
  "their",
  "his",
  "her",
  "its",
  "our",
  "your",
  "is",
  "are",
  "was",
  "were",
  // Português
  "o",
  "os",
  "as",
  "um",
  "uma",
  "uns",
  "umas",
  "e",
  "ou",
  "mas",
  "de",
  "do",
  "da",
  "dos",
  "das",
  "em",
  "no",
  "na",
  "nos",
  "nas",
  "num",
  "numa",
  "ao",
  "aos",
  "à",
  "às",
  "por",
  "pelo",
  "pela",
  "para",
  "com",
  "que",
  "se",
  "seu",
  "sua",
  "seus",
  "suas",
  "é",
  // Español (the words Portuguese shares are above)
  "el",
  "la",
  "los",
  "las",
  "un",
  "unos",
  "unas",
  "y",
  "u",
  "pero",
  "ni",
  "del",
  "al",
  "en",
  "con",
  "sin",
  "sobre",
  "desde",
  "hasta",
  "su",
  "sus",
  "es",
  "son",
]);

/** Punctuation a cut may leave at its end, dropped before the ellipsis. */
const TRAILING_PUNCTUATION = /[\s,;:.!?…\-–—(/[«"“'‘]+$/u;

/** Whitespace (new lines included) as single spaces, composed accents (NFC), trimmed. */
function collapse(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Text ending as a sentence does: a full stop added where no end mark is. */
function asSentence(text: string): string {
  if (/[.!?…]["'”’»)\]]*$/u.test(text)) return text;
  return `${text.replace(/[\s,;:\-–—]+$/u, "")}.`;
}

/** Whether the end mark at `index` (the mark's own position) closes an abbreviation. */
function isAbbreviation(text: string, index: number): boolean {
  if (text[index] !== ".") return false;
  const word = /(\S+)$/u.exec(text.slice(0, index))?.[1] ?? "";
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** The end (exclusive) of the last whole sentence within the first `max` characters; 0 for none. */
function lastSentenceEnd(text: string, max: number): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const stop = match.index + match[0].length;
    if (stop > max) break;
    if (!isAbbreviation(text, match.index)) end = stop;
  }
  return end;
}

/** `text` (longer than `max`) cut after a whole word, with an ellipsis, in at most `max` characters. */
function cutAtWord(text: string, max: number): string {
  const room = max - ELLIPSIS.length;
  // A space at `room` means the word before it ends there.
  let cut = text.lastIndexOf(" ", room);
  // One very long "word" (an address, a list without spaces): cut inside it.
  if (cut < room / 2) cut = room;
  let kept = text.slice(0, cut).replace(TRAILING_PUNCTUATION, "");
  for (let dropped = 0; dropped < 3; dropped++) {
    const last = /(?:^|\s)(\S+)$/u.exec(kept);
    const word = last?.[1]?.toLowerCase();
    if (!word || !DANGLING_WORDS.has(word) || kept.length - word.length < room / 2) break;
    kept = kept.slice(0, kept.length - word.length).replace(TRAILING_PUNCTUATION, "");
  }
  return `${kept}${ELLIPSIS}`;
}

/**
 * Text brought within `max` characters: as it is when it fits; else its whole sentences
 * when those that fit are at least DESCRIPTION_MIN_LENGTH long; else cut after a whole
 * word (not after "the", "de" and the like) with an ellipsis.
 */
export function fitDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const flat = collapse(text);
  if (flat.length <= max) return flat;
  const sentences = lastSentenceEnd(flat, max);
  if (sentences >= DESCRIPTION_MIN_LENGTH) return flat.slice(0, sentences);
  return cutAtWord(flat, max);
}

/**
 * A meta description from content: `text` when it is 70 to 160 characters long; a longer
 * one cut (fitDescription); a shorter one, or none, followed by `addition`, a fixed
 * sentence about the clinic in the page's language (70 to 89 characters, so that the two
 * fit together), and then cut if need be.
 */
export function metaDescription(text: string | null | undefined, addition: string): string {
  const flat = collapse(text ?? "");
  const extra = collapse(addition);
  if (flat.length >= DESCRIPTION_MIN_LENGTH || extra === "") return fitDescription(flat);
  return fitDescription(flat === "" ? extra : `${asSentence(flat)} ${extra}`);
}
