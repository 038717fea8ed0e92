/**
 * The ad preview's rules (issue 36): the four Meta placements a creative is previewed in (Facebook
 * feed, Instagram feed, Stories, Reels) with their ratios, sizes, video lengths and how each cuts
 * the copy; the safe zones of Stories and Reels (configurable, as Meta moves them: the server reads
 * an override from CREATIVE_SAFE_ZONES); the ad brief's answers as ad copy; and the warnings a
 * creative gets per placement. Pure and zod-free, for server and browser.
 *
 * What the audience sees is Dutch, so the platform's own words (call-to-action labels, "Meer
 * weergeven") live here, not in the UI's locale files.
 */
import type { CreativeMedia } from '../creative-constants.js';
import type { FormSchema, adCallsToAction } from '../forms/form-schema.js';

export const adPreviewPlacements = ['fb_feed', 'ig_feed', 'stories', 'reels'] as const;
export type AdPreviewPlacement = (typeof adPreviewPlacements)[number];

// ---------------------------------------------------------------- placements

export interface AspectRatio {
  width: number;
  height: number;
}

export interface PlacementSpec {
  /** Accepted ratios (width:height); another ratio is cropped or letterboxed by Meta. */
  ratios: readonly AspectRatio[];
  /** Recommended ratios, the one that takes the most room first; an accepted other one gets a note. */
  recommendedRatios: readonly AspectRatio[];
  /** Meta's recommended minimum width in pixels. */
  recommendedWidth: number;
  media: { image: boolean; video: boolean };
  /** A hard video limit, and the length Meta recommends (a warning past either). */
  video: { maxMs?: number; recommendedMaxMs?: number };
  /** Primary text: shown up to about `limit` characters or `maxLines` lines, then `more` (null: not expandable). */
  primaryText: { limit: number; maxLines: number; more: string | null };
  /** Headline and description on one line, cut with "…"; null where the placement does not show them. */
  headline: { limit: number } | null;
  description: { limit: number } | null;
}

const ratio = (width: number, height: number): AspectRatio => ({ width, height });
const minute = 60_000;

export const placementSpecs: Record<AdPreviewPlacement, PlacementSpec> = {
  fb_feed: {
    // 1.91:1 is the link ad's landscape image: accepted, not recommended.
    ratios: [ratio(4, 5), ratio(1, 1), ratio(1.91, 1)],
    recommendedRatios: [ratio(4, 5), ratio(1, 1)],
    recommendedWidth: 1080,
    media: { image: true, video: true },
    video: { maxMs: 241 * minute },
    primaryText: { limit: 125, maxLines: 3, more: 'Meer weergeven' },
    headline: { limit: 40 },
    description: { limit: 30 },
  },
  ig_feed: {
    ratios: [ratio(4, 5), ratio(1, 1), ratio(1.91, 1)],
    recommendedRatios: [ratio(4, 5), ratio(1, 1)],
    recommendedWidth: 1080,
    media: { image: true, video: true },
    video: { maxMs: 60 * minute },
    // The caption follows the account name and shows two lines before "… meer".
    primaryText: { limit: 125, maxLines: 2, more: 'meer' },
    headline: null,
    description: null,
  },
  stories: {
    ratios: [ratio(9, 16)],
    recommendedRatios: [ratio(9, 16)],
    recommendedWidth: 1080,
    media: { image: true, video: true },
    video: { maxMs: 60_000 },
    primaryText: { limit: 72, maxLines: 2, more: null },
    headline: null,
    description: null,
  },
  reels: {
    ratios: [ratio(9, 16)],
    recommendedRatios: [ratio(9, 16)],
    recommendedWidth: 1080,
    media: { image: true, video: true },
    video: { recommendedMaxMs: 90_000 },
    primaryText: { limit: 72, maxLines: 2, more: 'meer' },
    headline: null,
    description: null,
  },
};

/** Ratios that have a name ("16:9", "1,91:1"); a ratio within 0.5 % of one is written as it. */
const namedRatios: readonly AspectRatio[] = [
  ratio(1, 1),
  ratio(4, 5),
  ratio(5, 4),
  ratio(9, 16),
  ratio(16, 9),
  ratio(4, 3),
  ratio(3, 4),
  ratio(3, 2),
  ratio(2, 3),
  ratio(1.91, 1),
  ratio(2, 1),
  ratio(1, 2),
  ratio(21, 9),
];

function decimal(value: number, separator: string): string {
  return String(Math.round(value * 100) / 100).replace('.', separator);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A ratio as people write it: "16:9", "4:5", "1,91:1", else "1,78:1" (landscape) or "1:1,25" (portrait). */
export function ratioLabel(width: number, height: number, decimalSeparator = ','): string {
  if (!(width > 0 && height > 0)) return '?';
  const value = width / height;
  const named = namedRatios.find((r) => Math.abs(value / (r.width / r.height) - 1) <= 0.005);
  if (named) return `${decimal(named.width, decimalSeparator)}:${decimal(named.height, decimalSeparator)}`;
  if (Number.isInteger(width) && Number.isInteger(height)) {
    const d = gcd(width, height);
    if (width / d <= 16 && height / d <= 16) return `${width / d}:${height / d}`;
  }
  return value >= 1 ? `${decimal(value, decimalSeparator)}:1` : `1:${decimal(1 / value, decimalSeparator)}`;
}

// ---------------------------------------------------------------- configuration (safe zones)

/** Fractions of the frame covered by the platform's own interface: keep text and logos out. */
export interface SafeZone {
  top: number;
  bottom: number;
  sides: number;
}
export const safeZonePlacements = ['stories', 'reels'] as const;
export type SafeZonePlacement = (typeof safeZonePlacements)[number];

export const defaultSafeZones: Readonly<Record<SafeZonePlacement, Readonly<SafeZone>>> = {
  stories: { top: 0.14, bottom: 0.2, sides: 0 },
  reels: { top: 0.14, bottom: 0.35, sides: 0.06 },
};

export interface PlacementConfig {
  safeZones: Readonly<Record<SafeZonePlacement, Readonly<SafeZone>>>;
  /** How far (relative) a creative's ratio may be from an accepted one and still pass. */
  ratioTolerance: number;
}

export const defaultPlacementConfig: PlacementConfig = { safeZones: defaultSafeZones, ratioTolerance: 0.03 };

/** The placement's safe zone, or null for the feeds (no interface over the media). */
export function safeZoneFor(placement: AdPreviewPlacement, config: PlacementConfig = defaultPlacementConfig): SafeZone | null {
  return placement === 'stories' || placement === 'reels' ? { ...config.safeZones[placement] } : null;
}

const safeZoneKeys = ['top', 'bottom', 'sides'] as const;
export const maxSafeZoneFraction = 0.5;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type SafeZonesConfigResult = { ok: true; config: PlacementConfig } | { ok: false; error: string };

/**
 * An override of the safe zones (the CREATIVE_SAFE_ZONES variable), e.g. `{"reels":{"bottom":0.4}}`,
 * merged over the defaults. Fractions 0–0.5; unknown keys are refused. Empty text: the defaults.
 */
export function parseSafeZonesConfig(json: string): SafeZonesConfigResult {
  if (json.trim() === '') return { ok: true, config: defaultPlacementConfig };
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { ok: false, error: 'geen geldige JSON' };
  }
  if (!isPlainObject(parsed)) return { ok: false, error: 'verwacht een JSON-object zoals {"reels":{"bottom":0.35}}' };
  const safeZones: Record<SafeZonePlacement, SafeZone> = { stories: { ...defaultSafeZones.stories }, reels: { ...defaultSafeZones.reels } };
  for (const [placement, zone] of Object.entries(parsed)) {
    if (!(safeZonePlacements as readonly string[]).includes(placement))
      return { ok: false, error: `onbekende plaatsing "${placement}" (verwacht ${safeZonePlacements.join(' of ')})` };
    if (!isPlainObject(zone)) return { ok: false, error: `${placement} moet een object zijn met top, bottom en/of sides` };
    const merged = safeZones[placement as SafeZonePlacement];
    for (const [key, value] of Object.entries(zone)) {
      if (!(safeZoneKeys as readonly string[]).includes(key))
        return { ok: false, error: `onbekende sleutel "${placement}.${key}" (verwacht ${safeZoneKeys.join(', ')})` };
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > maxSafeZoneFraction)
        return { ok: false, error: `${placement}.${key} moet een fractie van 0 tot ${maxSafeZoneFraction} zijn` };
      merged[key as keyof SafeZone] = value;
    }
    if (merged.top + merged.bottom >= 1 || merged.sides * 2 >= 1) return { ok: false, error: `${placement} laat geen ruimte tussen de zones` };
  }
  return { ok: true, config: { ...defaultPlacementConfig, safeZones } };
}

// ---------------------------------------------------------------- ratios

/** Whether width × height suits the placement, and the accepted ratio nearest to it (the letterbox's frame). */
export function matchRatio(
  width: number,
  height: number,
  placement: AdPreviewPlacement,
  config: PlacementConfig = defaultPlacementConfig,
): { accepted: boolean; nearest: AspectRatio } {
  const spec = placementSpecs[placement];
  if (!(width > 0 && height > 0)) return { accepted: false, nearest: spec.recommendedRatios[0]! };
  const value = width / height;
  const distance = (r: AspectRatio) => Math.abs(Math.log(value / (r.width / r.height)));
  const nearest = spec.ratios.reduce((best, r) => (distance(r) < distance(best) ? r : best));
  return { accepted: Math.abs(value / (nearest.width / nearest.height) - 1) <= config.ratioTolerance, nearest };
}

// ---------------------------------------------------------------- text

export interface Truncation {
  /** What shows before the platform's "…" (line breaks kept). */
  shown: string;
  truncated: boolean;
}

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters, so a cut never splits an emoji with its skin tone or a flag. */
function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : [...text];
}

/** Characters as Meta counts them: code points (an emoji is one), as the brief's counter does. */
export function characterCount(text: string): number {
  return [...text].length;
}

function cut(text: string, limit: number, wordBoundary: boolean): Truncation {
  const parts = graphemes(text);
  let count = 0;
  let end = 0;
  while (end < parts.length && count + characterCount(parts[end]!) <= limit) count += characterCount(parts[end++]!);
  if (end === parts.length) return { shown: text, truncated: false };
  if (wordBoundary && !/\s/.test(parts[end]!)) {
    // Back to the last space when one is close by; a single long word is cut where it is.
    const backoff = Math.ceil(limit / 5);
    for (let i = end - 1; i >= Math.max(1, end - backoff); i--) {
      if (/\s/.test(parts[i]!)) {
        end = i;
        break;
      }
    }
  }
  return { shown: parts.slice(0, end).join('').trimEnd(), truncated: true };
}

export type CopyPart = 'primaryText' | 'headline' | 'description';

/**
 * The copy as the placement shows it before its "… Meer weergeven" (primary text: at most the
 * placement's characters and lines, cut at a word when one ends close by, line breaks kept) or
 * its "…" (headline, description: one line, cut at the character). A part the placement does not
 * show is empty.
 */
export function truncateForPlacement(text: string, placement: AdPreviewPlacement, part: CopyPart = 'primaryText'): Truncation {
  const spec = placementSpecs[placement];
  if (part !== 'primaryText') {
    const rule = spec[part];
    if (!rule) return { shown: '', truncated: false };
    return cut(text.replace(/\s+/g, ' ').trim(), rule.limit, false);
  }
  const normalized = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .trim();
  const lines = normalized.split('\n');
  const byLines = lines.length > spec.primaryText.maxLines;
  const kept = byLines ? lines.slice(0, spec.primaryText.maxLines).join('\n').trimEnd() : normalized;
  const result = cut(kept, spec.primaryText.limit, true);
  return { shown: result.shown, truncated: result.truncated || byLines };
}

// ---------------------------------------------------------------- copy from the brief

/** The brief's call-to-action values (common/forms) and a few more Meta offers. */
export const callToActionValues = [
  'learn_more',
  'shop_now',
  'sign_up',
  'contact_us',
  'book_now',
  'book_travel',
  'get_quote',
  'subscribe',
  'download',
  'apply_now',
  'order_now',
  'send_message',
  'watch_more',
] as const;
export type CallToAction = (typeof callToActionValues)[number];

// Fails to compile when the brief gains a call to action this list lacks.
const _briefCallsToAction: readonly CallToAction[] = [] as readonly (typeof adCallsToAction)[number][];

/** The button as Meta labels it in Dutch. */
export const callToActionLabels: Record<CallToAction, string> = {
  learn_more: 'Meer informatie',
  shop_now: 'Nu kopen',
  sign_up: 'Aanmelden',
  contact_us: 'Contact opnemen',
  book_now: 'Nu boeken',
  book_travel: 'Nu boeken',
  get_quote: 'Offerte aanvragen',
  subscribe: 'Abonneren',
  download: 'Downloaden',
  apply_now: 'Nu solliciteren',
  order_now: 'Nu bestellen',
  send_message: 'Bericht verzenden',
  watch_more: 'Meer bekijken',
};

/** Meta's own words around an ad, as its Dutch audience sees them. */
export const metaInterfaceNl = {
  sponsored: 'Gesponsord',
  like: 'Vind ik leuk',
  comment: 'Reageren',
  share: 'Delen',
} as const;

/** A call to action from the brief ("learn_more") or Meta's API ("LEARN_MORE"), or null. */
export function callToActionOf(value: unknown): CallToAction | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toLowerCase();
  return (callToActionValues as readonly string[]).includes(key) ? (key as CallToAction) : null;
}

export interface AdCopy {
  primaryText: string;
  headline: string;
  description: string;
  cta: CallToAction | null;
  /** The landing page as the brief has it (without its UTM parameters). */
  url: string;
}

export const emptyAdCopy: AdCopy = { primaryText: '', headline: '', description: '', cta: null, url: '' };

/** The field ids of the starter template "Campagnebriefing" (common/forms/starter-templates.ts). */
export const starterBriefFieldIds = {
  primaryText: 'primaire_tekst',
  headline: 'kop',
  description: 'beschrijving',
  cta: 'call_to_action',
  url: 'landingspagina',
} as const satisfies Record<keyof AdCopy, string>;

type BriefFieldIds = Record<keyof AdCopy, string | undefined>;

/** Where a brief keeps its copy: the first field of each ad kind in its schema. */
function briefFieldIds(schema: FormSchema): BriefFieldIds {
  const ids: BriefFieldIds = { primaryText: undefined, headline: undefined, description: undefined, cta: undefined, url: undefined };
  for (const field of schema.pages.flatMap((page) => page.fields)) {
    let key: keyof AdCopy | null = null;
    if (field.type === 'ad_text') key = field.variant === 'primary_text' ? 'primaryText' : field.variant;
    else if (field.type === 'ad_call_to_action') key = 'cta';
    else if (field.type === 'ad_landing_url') key = 'url';
    if (key && ids[key] === undefined) ids[key] = field.id;
  }
  return ids;
}

const textAnswer = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The ad's copy from a brief's answers (a record keyed by field id). With the brief's schema its
 * ad fields are found by kind (a brief built in the form builder has its own ids); without, the
 * starter template's ids are read. The landing page answer is `{ url, utm }` (a plain text works too).
 */
export function adCopyFromBrief(answers: Readonly<Record<string, unknown>> | null | undefined, schema?: FormSchema): AdCopy {
  if (!answers) return { ...emptyAdCopy };
  const ids: BriefFieldIds = schema ? briefFieldIds(schema) : starterBriefFieldIds;
  const answer = (key: keyof AdCopy) => {
    const id = ids[key];
    return id !== undefined && Object.hasOwn(answers, id) ? answers[id] : undefined;
  };
  const landing = answer('url');
  const url = isPlainObject(landing) ? textAnswer(landing.url) : textAnswer(landing);
  return {
    primaryText: textAnswer(answer('primaryText')),
    headline: textAnswer(answer('headline')),
    description: textAnswer(answer('description')),
    cta: callToActionOf(answer('cta')),
    url,
  };
}

/** The domain the ad shows under its media ("voorbeeld.nl"), or '' for no usable address. */
export function displayDomain(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return '';
  try {
    const parsed = new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return '';
    return parsed.hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export function isEmptyCopy(copy: AdCopy): boolean {
  return !copy.primaryText.trim() && !copy.headline.trim() && !copy.description.trim() && copy.cta === null && !copy.url.trim();
}

// ---------------------------------------------------------------- warnings

/** "0:45", "1:30", "1:00:00". */
export function formatDuration(ms: number): string {
  const total = Math.round(Math.max(0, ms) / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export interface PreviewCreative {
  media: CreativeMedia;
  /** Pixels (a PDF: its page's size). 0 when unknown: no ratio or size check. */
  width: number;
  height: number;
  durationMs?: number | null;
  copy: AdCopy;
}

export type PlacementWarningCode =
  | 'pdf_not_usable'
  | 'ratio_not_accepted'
  | 'ratio_not_recommended'
  | 'width_below_recommended'
  | 'video_too_long'
  | 'video_longer_than_recommended'
  | 'primary_text_truncated'
  | 'headline_truncated'
  | 'no_copy';

/** `problem`: Meta will not run it as it is; `warning`: it runs, but worse than it could; `info`: worth knowing. */
export type WarningSeverity = 'problem' | 'warning' | 'info';

export interface PlacementWarning {
  code: PlacementWarningCode;
  severity: WarningSeverity;
  /** Values for the message (ratios written in Dutch: "1,91:1"). */
  params: Record<string, string | number>;
}

const severityOrder: Record<WarningSeverity, number> = { problem: 0, warning: 1, info: 2 };

/** What breaks the placement's rules, most serious first. A PDF is checked as an image of its page. */
export function placementWarnings(
  creative: PreviewCreative,
  placement: AdPreviewPlacement,
  config: PlacementConfig = defaultPlacementConfig,
): PlacementWarning[] {
  const spec = placementSpecs[placement];
  const warnings: PlacementWarning[] = [];
  const add = (code: PlacementWarningCode, severity: WarningSeverity, params: Record<string, string | number> = {}) =>
    warnings.push({ code, severity, params });
  const { media, width, height, copy } = creative;

  if (media === 'pdf') add('pdf_not_usable', 'problem');
  if (width > 0 && height > 0) {
    const { accepted, nearest } = matchRatio(width, height, placement, config);
    const best = spec.recommendedRatios[0]!;
    const label = ratioLabel(width, height);
    if (!accepted)
      add('ratio_not_accepted', 'problem', {
        ratio: label,
        accepted: spec.ratios.map((r) => ratioLabel(r.width, r.height)).join(', '),
        recommended: ratioLabel(best.width, best.height),
      });
    else if (!spec.recommendedRatios.some((r) => r.width / r.height === nearest.width / nearest.height))
      add('ratio_not_recommended', 'info', { ratio: label, recommended: ratioLabel(best.width, best.height) });
    if (width < spec.recommendedWidth) add('width_below_recommended', 'warning', { width: Math.round(width), recommended: spec.recommendedWidth });
  }
  const duration = creative.durationMs ?? 0;
  if (media === 'video' && duration > 0) {
    const { maxMs, recommendedMaxMs } = spec.video;
    if (maxMs !== undefined && duration > maxMs) add('video_too_long', 'problem', { duration: formatDuration(duration), max: formatDuration(maxMs) });
    else if (recommendedMaxMs !== undefined && duration > recommendedMaxMs)
      add('video_longer_than_recommended', 'warning', { duration: formatDuration(duration), max: formatDuration(recommendedMaxMs) });
  }

  if (isEmptyCopy(copy)) add('no_copy', 'info');
  if (truncateForPlacement(copy.primaryText, placement).truncated)
    add('primary_text_truncated', 'warning', {
      length: characterCount(copy.primaryText.trim()),
      limit: spec.primaryText.limit,
      maxLines: spec.primaryText.maxLines,
    });
  if (spec.headline && truncateForPlacement(copy.headline, placement, 'headline').truncated)
    add('headline_truncated', 'warning', { length: characterCount(copy.headline.trim()), limit: spec.headline.limit });

  return warnings.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]);
}

/** The warnings of every placement (the picker marks the placements that have a problem). */
export function warningsByPlacement(
  creative: PreviewCreative,
  config: PlacementConfig = defaultPlacementConfig,
): Record<AdPreviewPlacement, PlacementWarning[]> {
  return Object.fromEntries(adPreviewPlacements.map((placement) => [placement, placementWarnings(creative, placement, config)])) as Record<
    AdPreviewPlacement,
    PlacementWarning[]
  >;
}
