import { describe, expect, it } from 'vitest';
import { adCallsToAction, type FormSchema } from '../forms/form-schema.js';
import { starterTemplates } from '../forms/starter-templates.js';
import {
  type AdCopy,
  adCopyFromBrief,
  adPreviewPlacements,
  callToActionLabels,
  callToActionOf,
  defaultPlacementConfig,
  defaultSafeZones,
  displayDomain,
  emptyAdCopy,
  formatDuration,
  matchRatio,
  parseSafeZonesConfig,
  placementSpecs,
  placementWarnings,
  type PreviewCreative,
  ratioLabel,
  safeZoneFor,
  starterBriefFieldIds,
  truncateForPlacement,
  warningsByPlacement,
} from './ad-placements.js';

const copy = (over: Partial<AdCopy> = {}): AdCopy => ({
  primaryText: 'Korte tekst.',
  headline: 'Kop',
  description: '',
  cta: 'learn_more',
  url: 'https://voorbeeld.nl',
  ...over,
});
const image = (width: number, height: number, over: Partial<PreviewCreative> = {}): PreviewCreative => ({
  media: 'image',
  width,
  height,
  copy: copy(),
  ...over,
});
const codes = (creative: PreviewCreative, placement: (typeof adPreviewPlacements)[number]) => placementWarnings(creative, placement).map((w) => w.code);

describe('placementSpecs', () => {
  it('describes the four placements with Meta ratios, 1080 px and the copy limits', () => {
    expect(Object.keys(placementSpecs)).toEqual([...adPreviewPlacements]);
    for (const p of adPreviewPlacements) expect(placementSpecs[p].recommendedWidth).toBe(1080);
    expect(placementSpecs.fb_feed.ratios.map((r) => ratioLabel(r.width, r.height))).toEqual(['4:5', '1:1', '1,91:1']);
    expect(placementSpecs.stories.ratios.map((r) => ratioLabel(r.width, r.height))).toEqual(['9:16']);
    expect([placementSpecs.fb_feed.primaryText.limit, placementSpecs.ig_feed.primaryText.limit, placementSpecs.reels.primaryText.limit]).toEqual([
      125, 125, 72,
    ]);
    expect(placementSpecs.fb_feed.headline?.limit).toBe(40);
    expect([placementSpecs.stories.video.maxMs, placementSpecs.reels.video.recommendedMaxMs]).toEqual([60_000, 90_000]);
  });
});

describe('ratioLabel', () => {
  it('writes named ratios, small reduced ones, else a Dutch decimal', () => {
    expect(ratioLabel(1920, 1080)).toBe('16:9');
    expect(ratioLabel(1366, 768)).toBe('16:9');
    expect(ratioLabel(1080, 1350)).toBe('4:5');
    expect(ratioLabel(1200, 628)).toBe('1,91:1');
    expect(ratioLabel(1000, 1500)).toBe('2:3');
    expect(ratioLabel(1100, 700)).toBe('11:7');
    expect(ratioLabel(1850, 1000)).toBe('1,85:1');
    expect(ratioLabel(1000, 1450)).toBe('1:1,45');
    expect(ratioLabel(1000, 1333)).toBe('3:4');
    expect(ratioLabel(1801, 1000, '.')).toBe('1.8:1');
  });

  it('says ? for a missing size', () => {
    expect(ratioLabel(0, 100)).toBe('?');
    expect(ratioLabel(Number.NaN, 100)).toBe('?');
  });
});

describe('matchRatio', () => {
  it('accepts a ratio within 3 % of an accepted one and names the nearest', () => {
    expect(matchRatio(1080, 1350, 'fb_feed')).toEqual({ accepted: true, nearest: { width: 4, height: 5 } });
    expect(matchRatio(1080, 1080 * 1.02, 'ig_feed').accepted).toBe(true);
    expect(matchRatio(1920, 1080, 'fb_feed')).toEqual({ accepted: false, nearest: { width: 1.91, height: 1 } });
    expect(matchRatio(1080, 1920, 'fb_feed')).toEqual({ accepted: false, nearest: { width: 4, height: 5 } });
    expect(matchRatio(1080, 1920, 'reels').accepted).toBe(true);
    expect(matchRatio(1080, 1350, 'stories').accepted).toBe(false);
  });

  it('follows a stricter tolerance from the config', () => {
    expect(matchRatio(1080, 1080 * 1.02, 'ig_feed', { ...defaultPlacementConfig, ratioTolerance: 0.01 }).accepted).toBe(false);
  });

  it('accepts nothing without a size', () => {
    expect(matchRatio(0, 0, 'fb_feed')).toEqual({ accepted: false, nearest: { width: 4, height: 5 } });
  });
});

describe('truncateForPlacement', () => {
  it('leaves a short text alone', () => {
    expect(truncateForPlacement('Hallo wereld', 'fb_feed')).toEqual({ shown: 'Hallo wereld', truncated: false });
    expect(truncateForPlacement('', 'fb_feed')).toEqual({ shown: '', truncated: false });
    expect(truncateForPlacement('x'.repeat(125), 'fb_feed')).toEqual({ shown: 'x'.repeat(125), truncated: false });
  });

  it('cuts after 125 characters in the feeds and 72 in Stories and Reels, at a word', () => {
    const text = 'Ontdek onze nieuwe collectie zomerjassen. '.repeat(5);
    const feed = truncateForPlacement(text, 'fb_feed');
    expect(feed.truncated).toBe(true);
    expect([...feed.shown].length).toBeLessThanOrEqual(125);
    expect(text.startsWith(feed.shown)).toBe(true);
    expect(text[feed.shown.length]).toBe(' ');
    const reels = truncateForPlacement(text, 'reels');
    expect([...reels.shown].length).toBeLessThanOrEqual(72);
    expect(reels.shown).toBe('Ontdek onze nieuwe collectie zomerjassen. Ontdek onze nieuwe collectie');
  });

  it('cuts a single long word where the limit is', () => {
    expect(truncateForPlacement('a'.repeat(200), 'stories')).toEqual({ shown: 'a'.repeat(72), truncated: true });
  });

  it('cuts at the limit when the nearest space is far back', () => {
    const text = `kort ${'b'.repeat(150)}`;
    expect(truncateForPlacement(text, 'fb_feed').shown).toBe(`kort ${'b'.repeat(120)}`);
  });

  it('counts an emoji as one character and never splits one', () => {
    const text = `${'😀'.repeat(130)}`;
    const r = truncateForPlacement(text, 'fb_feed');
    expect(r.shown).toBe('😀'.repeat(125));
    // A family (several code points joined) is kept whole or left out, never halved.
    const family = '👨‍👩‍👧';
    const cut = truncateForPlacement(`${'x'.repeat(70)}${family}${family}`, 'stories');
    expect(cut.shown).toBe('x'.repeat(70));
    expect(truncateForPlacement(`${'x'.repeat(71)}👍🏽 en meer`, 'stories').shown).toBe('x'.repeat(71));
  });

  it('keeps line breaks and shows at most the placement lines', () => {
    expect(truncateForPlacement('Regel 1\nRegel 2\nRegel 3', 'fb_feed')).toEqual({ shown: 'Regel 1\nRegel 2\nRegel 3', truncated: false });
    expect(truncateForPlacement('Regel 1\nRegel 2\nRegel 3\nRegel 4', 'fb_feed')).toEqual({ shown: 'Regel 1\nRegel 2\nRegel 3', truncated: true });
    expect(truncateForPlacement('Regel 1\n\nRegel 3\nRegel 4', 'fb_feed')).toEqual({ shown: 'Regel 1\n\nRegel 3', truncated: true });
    expect(truncateForPlacement('Regel 1\r\nRegel 2\r\nRegel 3', 'ig_feed')).toEqual({ shown: 'Regel 1\nRegel 2', truncated: true });
  });

  it('ignores trailing spaces and blank lines at the end', () => {
    expect(truncateForPlacement('Tekst   \n\n\n', 'fb_feed')).toEqual({ shown: 'Tekst', truncated: false });
  });

  it('cuts a headline at 40 characters on one line, and shows none where the placement has none', () => {
    const headline = 'De allerbeste winterjassen van Nederland, nu met korting';
    expect(truncateForPlacement(headline, 'fb_feed', 'headline')).toEqual({ shown: headline.slice(0, 40).trimEnd(), truncated: true });
    expect(truncateForPlacement('Twee\nregels', 'fb_feed', 'headline')).toEqual({ shown: 'Twee regels', truncated: false });
    expect(truncateForPlacement(headline, 'ig_feed', 'headline')).toEqual({ shown: '', truncated: false });
    expect(truncateForPlacement('Gratis verzending vanaf vijftig euro', 'fb_feed', 'description').truncated).toBe(true);
  });
});

describe('safe zones', () => {
  it('has Meta current defaults and none for the feeds', () => {
    expect(defaultSafeZones).toEqual({ stories: { top: 0.14, bottom: 0.2, sides: 0 }, reels: { top: 0.14, bottom: 0.35, sides: 0.06 } });
    expect(safeZoneFor('reels')).toEqual({ top: 0.14, bottom: 0.35, sides: 0.06 });
    expect(safeZoneFor('fb_feed')).toBeNull();
    expect(safeZoneFor('ig_feed')).toBeNull();
  });

  it('reads an override and merges it over the defaults', () => {
    const r = parseSafeZonesConfig('{"reels":{"bottom":0.4},"stories":{"sides":0.05}}');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config.safeZones.reels).toEqual({ top: 0.14, bottom: 0.4, sides: 0.06 });
    expect(r.config.safeZones.stories).toEqual({ top: 0.14, bottom: 0.2, sides: 0.05 });
    expect(safeZoneFor('reels', r.config)?.bottom).toBe(0.4);
    // The defaults themselves are not changed by a merge.
    expect(defaultSafeZones.reels.bottom).toBe(0.35);
  });

  it('takes an empty value as the defaults', () => {
    expect(parseSafeZonesConfig('')).toEqual({ ok: true, config: defaultPlacementConfig });
    expect(parseSafeZonesConfig('  ')).toEqual({ ok: true, config: defaultPlacementConfig });
    expect(parseSafeZonesConfig('{}')).toEqual({ ok: true, config: defaultPlacementConfig });
  });

  it.each([
    ['{reels', 'geen geldige JSON'],
    ['[1]', 'verwacht een JSON-object'],
    ['0.2', 'verwacht een JSON-object'],
    ['{"feed":{"top":0.1}}', 'onbekende plaatsing "feed"'],
    ['{"reels":0.2}', 'reels moet een object zijn'],
    ['{"reels":{"left":0.1}}', 'onbekende sleutel "reels.left"'],
    ['{"reels":{"top":0.6}}', 'reels.top moet een fractie van 0 tot 0.5 zijn'],
    ['{"reels":{"top":-0.1}}', 'reels.top moet een fractie'],
    ['{"reels":{"top":"0.1"}}', 'reels.top moet een fractie'],
    ['{"reels":{"top":null}}', 'reels.top moet een fractie'],
    ['{"stories":{"top":0.5,"bottom":0.5}}', 'stories laat geen ruimte'],
    ['{"reels":{"sides":0.5}}', 'reels laat geen ruimte'],
  ])('refuses %s', (json, message) => {
    const r = parseSafeZonesConfig(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});

describe('calls to action', () => {
  it('has a Dutch label for every call to action the brief offers', () => {
    for (const cta of adCallsToAction) expect(callToActionLabels[cta], cta).toMatch(/\S/);
    expect(callToActionLabels.learn_more).toBe('Meer informatie');
    expect(callToActionLabels.shop_now).toBe('Nu kopen');
    expect(callToActionLabels.book_travel).toBe('Nu boeken');
    expect(callToActionLabels.send_message).toBe('Bericht verzenden');
  });

  it('reads the brief value and Meta upper-case value', () => {
    expect(callToActionOf('learn_more')).toBe('learn_more');
    expect(callToActionOf('SHOP_NOW')).toBe('shop_now');
    expect(callToActionOf('click_here')).toBeNull();
    expect(callToActionOf(3)).toBeNull();
  });
});

describe('adCopyFromBrief', () => {
  const answers = {
    primaire_tekst: '  Onze zomercollectie is er.  ',
    kop: 'Zomer 2025',
    beschrijving: 'Gratis verzending',
    call_to_action: 'shop_now',
    landingspagina: { url: 'https://www.voorbeeld.nl/zomer', utm: { source: 'facebook' } },
    campagnenaam: 'Zomer',
  };

  it('uses the field ids of the starter template', () => {
    const fields = starterTemplates.campaign_brief.schema.pages.flatMap((p) => p.fields);
    const idOf = (match: (f: (typeof fields)[number]) => boolean) => fields.find(match)?.id;
    expect(starterBriefFieldIds).toEqual({
      primaryText: idOf((f) => f.type === 'ad_text' && f.variant === 'primary_text'),
      headline: idOf((f) => f.type === 'ad_text' && f.variant === 'headline'),
      description: idOf((f) => f.type === 'ad_text' && f.variant === 'description'),
      cta: idOf((f) => f.type === 'ad_call_to_action'),
      url: idOf((f) => f.type === 'ad_landing_url'),
    });
  });

  it('maps the starter brief answers', () => {
    expect(adCopyFromBrief(answers)).toEqual({
      primaryText: 'Onze zomercollectie is er.',
      headline: 'Zomer 2025',
      description: 'Gratis verzending',
      cta: 'shop_now',
      url: 'https://www.voorbeeld.nl/zomer',
    });
    expect(adCopyFromBrief(answers, starterTemplates.campaign_brief.schema)).toEqual(adCopyFromBrief(answers));
  });

  it('finds the ad fields of a built brief by kind', () => {
    const schema = {
      pages: [
        {
          id: 'p',
          fields: [
            { id: 'tekst', type: 'ad_text', variant: 'primary_text', label: 'Tekst', required: false },
            { id: 'titel', type: 'ad_text', variant: 'headline', label: 'Titel', required: false },
            { id: 'titel_2', type: 'ad_text', variant: 'headline', label: 'Tweede', required: false },
            { id: 'knop', type: 'ad_call_to_action', label: 'Knop', required: false },
            { id: 'link', type: 'ad_landing_url', label: 'Link', required: false },
          ],
        },
      ],
    } as FormSchema;
    expect(adCopyFromBrief({ tekst: 'Hoi', titel: 'Eerste', titel_2: 'Tweede', knop: 'sign_up', link: 'voorbeeld.nl' }, schema)).toEqual({
      primaryText: 'Hoi',
      headline: 'Eerste',
      description: '',
      cta: 'sign_up',
      url: 'voorbeeld.nl',
    });
  });

  it('gives empty copy for no answers or answers of the wrong shape', () => {
    expect(adCopyFromBrief(null)).toEqual(emptyAdCopy);
    expect(adCopyFromBrief({ primaire_tekst: 12, kop: ['x'], call_to_action: 'nope', landingspagina: { link: 'x' } })).toEqual(emptyAdCopy);
  });
});

describe('displayDomain', () => {
  it('shows the host without www, or nothing for a bad address', () => {
    expect(displayDomain('https://www.voorbeeld.nl/zomer?utm_source=fb')).toBe('voorbeeld.nl');
    expect(displayDomain('shop.voorbeeld.nl')).toBe('shop.voorbeeld.nl');
    expect(displayDomain('javascript:alert(1)')).toBe('');
    expect(displayDomain('')).toBe('');
    expect(displayDomain('http://')).toBe('');
  });
});

describe('formatDuration', () => {
  it('writes minutes and seconds, hours when needed', () => {
    expect(formatDuration(45_000)).toBe('0:45');
    expect(formatDuration(90_400)).toBe('1:30');
    expect(formatDuration(241 * 60_000)).toBe('4:01:00');
  });
});

describe('placementWarnings', () => {
  it('has nothing to say about a 1080 × 1350 image with short copy in the feed', () => {
    expect(placementWarnings(image(1080, 1350), 'fb_feed')).toEqual([]);
    expect(placementWarnings(image(1080, 1080), 'ig_feed')).toEqual([]);
    expect(placementWarnings(image(1080, 1920), 'reels')).toEqual([]);
  });

  it('refuses a ratio the placement does not take, in a human form', () => {
    const [warning] = placementWarnings(image(1920, 1080), 'fb_feed');
    expect(warning).toEqual({
      code: 'ratio_not_accepted',
      severity: 'problem',
      params: { ratio: '16:9', accepted: '4:5, 1:1, 1,91:1', recommended: '4:5' },
    });
    expect(placementWarnings(image(1850, 1000), 'stories')[0]?.params.ratio).toBe('1,85:1');
    expect(codes(image(1080, 1350), 'stories')).toContain('ratio_not_accepted');
  });

  it('notes a ratio that is accepted but not recommended', () => {
    expect(placementWarnings(image(1200, 628), 'fb_feed')).toEqual([
      { code: 'ratio_not_recommended', severity: 'info', params: { ratio: '1,91:1', recommended: '4:5' } },
    ]);
    expect(placementWarnings(image(800, 419), 'ig_feed')).toEqual([
      { code: 'width_below_recommended', severity: 'warning', params: { width: 800, recommended: 1080 } },
      { code: 'ratio_not_recommended', severity: 'info', params: { ratio: '1,91:1', recommended: '4:5' } },
    ]);
  });

  it('warns below 1080 px wide', () => {
    expect(placementWarnings(image(600, 600), 'ig_feed')).toEqual([
      { code: 'width_below_recommended', severity: 'warning', params: { width: 600, recommended: 1080 } },
    ]);
  });

  it('checks nothing about the size when it is unknown', () => {
    expect(placementWarnings(image(0, 0), 'reels')).toEqual([]);
  });

  it('warns when a video is too long for the placement', () => {
    const video = (durationMs: number): PreviewCreative => ({ ...image(1080, 1920), media: 'video', durationMs });
    expect(placementWarnings(video(75_000), 'stories')).toEqual([{ code: 'video_too_long', severity: 'problem', params: { duration: '1:15', max: '1:00' } }]);
    expect(codes(video(60_000), 'stories')).toEqual([]);
    expect(placementWarnings(video(120_000), 'reels')).toEqual([
      { code: 'video_longer_than_recommended', severity: 'warning', params: { duration: '2:00', max: '1:30' } },
    ]);
    expect(codes({ ...video(120_000), width: 1080, height: 1350 }, 'fb_feed')).toEqual([]);
    expect(codes({ ...video(2 * 3600_000), width: 1080, height: 1350 }, 'ig_feed')).toEqual(['video_too_long']);
    // An image has no duration to check.
    expect(codes({ ...image(1080, 1920), durationMs: 120_000 }, 'stories')).toEqual([]);
  });

  it('warns that a PDF is no ad, and still checks its page as an image', () => {
    expect(codes({ ...image(595, 842), media: 'pdf' }, 'fb_feed')).toEqual(['pdf_not_usable', 'ratio_not_accepted', 'width_below_recommended']);
    expect(codes({ ...image(1080, 1350), media: 'pdf' }, 'fb_feed')).toEqual(['pdf_not_usable']);
  });

  it('warns when the primary text or the headline is cut', () => {
    const long = copy({ primaryText: 'woord '.repeat(30), headline: 'Een kop die echt veel te lang is voor de feed' });
    expect(placementWarnings(image(1080, 1350, { copy: long }), 'fb_feed')).toEqual([
      { code: 'primary_text_truncated', severity: 'warning', params: { length: 179, limit: 125, maxLines: 3 } },
      { code: 'headline_truncated', severity: 'warning', params: { length: 45, limit: 40 } },
    ]);
    // Instagram shows no headline; Reels cuts at 72.
    expect(codes(image(1080, 1350, { copy: long }), 'ig_feed')).toEqual(['primary_text_truncated']);
    expect(codes(image(1080, 1920, { copy: copy({ primaryText: 'x'.repeat(80) }) }), 'reels')).toEqual(['primary_text_truncated']);
    expect(codes(image(1080, 1350, { copy: copy({ primaryText: 'a\nb\nc\nd' }) }), 'fb_feed')).toEqual(['primary_text_truncated']);
  });

  it('says when there is no copy from a brief', () => {
    expect(placementWarnings(image(1080, 1350, { copy: emptyAdCopy }), 'fb_feed')).toEqual([{ code: 'no_copy', severity: 'info', params: {} }]);
    expect(codes(image(1080, 1350, { copy: { ...emptyAdCopy, cta: 'learn_more' } }), 'fb_feed')).toEqual([]);
  });

  it('lists problems first', () => {
    const all = placementWarnings({ media: 'pdf', width: 500, height: 500, copy: copy({ primaryText: 'x'.repeat(200) }) }, 'stories');
    expect(all.map((w) => w.severity)).toEqual(['problem', 'problem', 'warning', 'warning']);
  });

  it('gives every placement its own list', () => {
    const byPlacement = warningsByPlacement(image(1080, 1920));
    expect(Object.keys(byPlacement)).toEqual([...adPreviewPlacements]);
    expect(byPlacement.stories).toEqual([]);
    expect(byPlacement.fb_feed.map((w) => w.code)).toEqual(['ratio_not_accepted']);
  });
});
