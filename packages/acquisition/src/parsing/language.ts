/**
 * Languages named in a release, as ISO 639-1 codes. Words are looked up one token at a time;
 * short codes (`FR`, `DE`, `ITA`) count only in capitals because in lower case they are
 * ordinary words of episode titles.
 */

const LANGUAGE_WORDS: Record<string, string> = {
  english: 'en', eng: 'en', ingles: 'en', inglés: 'en', anglais: 'en', englisch: 'en',
  french: 'fr', fra: 'fr', fre: 'fr', francais: 'fr', français: 'fr', truefrench: 'fr', vostfr: 'fr', vff: 'fr', vfq: 'fr', vfi: 'fr', vf2: 'fr', subfrench: 'fr',
  german: 'de', deutsch: 'de', ger: 'de', deu: 'de',
  spanish: 'es', espanol: 'es', español: 'es', castellano: 'es', latino: 'es', spa: 'es', esp: 'es',
  italian: 'it', italiano: 'it', ita: 'it',
  portuguese: 'pt', portugues: 'pt', português: 'pt', brazilian: 'pt', dublado: 'pt', por: 'pt', ptbr: 'pt',
  russian: 'ru', rus: 'ru',
  japanese: 'ja', jap: 'ja', jpn: 'ja',
  korean: 'ko', kor: 'ko',
  chinese: 'zh', mandarin: 'zh', cantonese: 'zh', chi: 'zh', chs: 'zh', cht: 'zh', zho: 'zh',
  dutch: 'nl', flemish: 'nl', nld: 'nl',
  swedish: 'sv', swe: 'sv',
  norwegian: 'no', nor: 'no',
  danish: 'da', dan: 'da',
  finnish: 'fi', fin: 'fi',
  icelandic: 'is', ice: 'is',
  polish: 'pl', pol: 'pl', pldub: 'pl', dubpl: 'pl', pllek: 'pl', lekpl: 'pl', lektor: 'pl',
  hungarian: 'hu', hun: 'hu',
  czech: 'cs', cze: 'cs',
  slovak: 'sk', slo: 'sk',
  turkish: 'tr', tur: 'tr',
  greek: 'el', gre: 'el',
  arabic: 'ar', ara: 'ar',
  hebrew: 'he', heb: 'he',
  hindi: 'hi', hin: 'hi',
  tamil: 'ta', tam: 'ta',
  telugu: 'te', tel: 'te',
  malayalam: 'ml', mal: 'ml',
  kannada: 'kn', bengali: 'bn', punjabi: 'pa', marathi: 'mr', urdu: 'ur',
  thai: 'th', tha: 'th',
  vietnamese: 'vi', vie: 'vi',
  indonesian: 'id', malay: 'ms', filipino: 'tl', tagalog: 'tl',
  ukrainian: 'uk', ukr: 'uk',
  romanian: 'ro', rum: 'ro', ron: 'ro',
  bulgarian: 'bg', bul: 'bg', bgaudio: 'bg',
  serbian: 'sr', srp: 'sr',
  croatian: 'hr', hrv: 'hr',
  slovenian: 'sl', slovene: 'sl', slv: 'sl',
  lithuanian: 'lt', lit: 'lt',
  latvian: 'lv', lav: 'lv',
  estonian: 'et', est: 'et',
  persian: 'fa', farsi: 'fa', per: 'fa',
  catalan: 'ca', cat: 'ca',
  basque: 'eu', galician: 'gl', albanian: 'sq', macedonian: 'mk', bosnian: 'bs', georgian: 'ka', armenian: 'hy',
};

/** Two-letter codes written as tags (`FR`, `NL`, `PL`); counted only in capitals. */
const CAPITAL_CODES: Record<string, string> = {
  EN: 'en', FR: 'fr', DE: 'de', ES: 'es', NL: 'nl', PL: 'pl', PT: 'pt', RU: 'ru', CZ: 'cs', HU: 'hu', SE: 'sv', DK: 'da',
  FI: 'fi', NO: 'no', JP: 'ja', KR: 'ko', CN: 'zh', TR: 'tr', GR: 'el', LT: 'lt', LV: 'lv', UA: 'uk', RO: 'ro', BG: 'bg',
  VF: 'fr', VO: '', VOST: '', LAT: 'es', SUB: '', BR: '',
};

/** Words that say the release is a foreign-language tag even when written in mixed case. */
const ALWAYS_TAG = /^(?:truefrench|vostfr|vff|vfq|vfi|vf2|subfrench|pldub|dubpl|pllek|lekpl|bgaudio|dublado|castellano|latino)$/i;

// "DTS-ES" is an audio format, "[YTS.LT]" a group, "PL-SUB"/"KORSUB" subtitles only.
const NOT_LANGUAGES = /\bdts[ -]es\b|\byts (?:mx|lt|ag|am|pm)\b|\b(?:pl|kor|eng|hc)[ -]?subs?\b|\b(?:english|ingl[eé]s) subs?\b|\bsubs?[ -]pl\b/gi;
const TOKEN_SPLIT = /[\s\-[\]()+,/&|]+/;
const LETTERS_UPPER = /^[A-Z]+$/;
const CAPITALIZED = /^[A-Z][a-z]+$/;
const LOOKS_UPPER = /^(?:[A-Z]+|[A-Z]*i[A-Z]+[a-z]?[A-Z]*|[a-z][A-Z]{3,})$/; // GERMAN, iTALiAN, FRENCH

export interface LanguageScanOptions {
  /** Mixed-case words ("German") count too; false in an episode title, where they are words. */
  acceptMixedCase: boolean;
}

export function languageOfToken(token: string, options: LanguageScanOptions): string | null {
  if (token.length < 2) return null;
  if (token.length === 2 || (LETTERS_UPPER.test(token) && CAPITAL_CODES[token] !== undefined)) {
    const code = CAPITAL_CODES[token];
    return code ? code : null;
  }
  const lower = token.toLowerCase();
  const code = LANGUAGE_WORDS[lower];
  if (!code) return null;
  if (ALWAYS_TAG.test(token)) return code;
  if (token.length <= 3) return LETTERS_UPPER.test(token) || (options.acceptMixedCase && CAPITALIZED.test(token)) ? code : null;
  if (options.acceptMixedCase || LOOKS_UPPER.test(token)) return code;
  return null;
}

/** Codes in order of first appearance, without duplicates. */
export function parseLanguages(text: string, options: LanguageScanOptions): string[] {
  const found: string[] = [];
  // "DTS-ES" is an audio format, not Spanish.
  const normalized = text
    .replace(NOT_LANGUAGES, ' ')
    .replace(/\bpl[ -](?:dub|lek)\b|\b(?:dub|lek)[ -]pl\b/gi, 'PLDUB')
    .replace(/\bpt[ -]br\b/gi, 'PTBR');
  for (const token of normalized.split(TOKEN_SPLIT)) {
    const code = token === 'PTBR' ? 'pt' : languageOfToken(token, options);
    if (code && !found.includes(code)) found.push(code);
  }
  return found;
}

const MULTI = /\b(?:multi(?:[ -]?(?:audio|lang(?:uage)?s?))?|dual[ -]?audio|dual|multilang)\b(?![ -]?sub)/i;
const GERMAN_DL = /\b(?:german|deutsch|ger|french|italian|spanish|dutch)(?:[ -](?:ac3d?|dts(?:hd)?|dd(?:5 ?1)?|dubbed|md|ld))*[ -]dl\b/i;

/** MULTi, Multi-Audio, Dual-Audio, and the German scene's `German.DL` (German + original audio). */
export function parseMulti(text: string): boolean {
  return MULTI.test(text) || GERMAN_DL.test(text);
}

/** True when the word is a language tag as releases write it (used to find where a title ends). */
export function isLanguageTag(token: string, acceptMixedCase: boolean): boolean {
  return languageOfToken(token, { acceptMixedCase }) !== null;
}
