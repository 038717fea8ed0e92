import { ArrowRight, Check } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import alternativesEn from '../../../locales/en/site/alternatives.json';
import alternativesNl from '../../../locales/nl/site/alternatives.json';
import { FeatureArt } from '../components/feature-art';
import { IntegrationsGrid } from '../components/integrations-grid';
import { Section, SectionHeading } from '../components/section';
import type { SitePage } from '../site-page';
import { type FeatureId, featurePath } from '../site-paths';
import { format, useLocalised, useUiText } from '../site-text';
import { landingText } from './landing-page';

const newText = { nl: alternativesNl.new, en: alternativesEn.new satisfies typeof alternativesNl.new };

/** The bento grid's tiles: their place in the grid (lg: three columns) and how each lays out its drawing. */
const tiles: Array<{ id: FeatureId; className: string; layout: 'row' | 'column'; tone: 'accent' | 'surface' }> = [
  { id: 'ad-forms', className: 'md:col-span-2', layout: 'row', tone: 'accent' },
  { id: 'extension', className: 'lg:row-span-2', layout: 'column', tone: 'surface' },
  { id: 'checklists', className: '', layout: 'column', tone: 'surface' },
  { id: 'calendar', className: '', layout: 'column', tone: 'surface' },
  { id: 'creative-review', className: 'lg:col-span-3', layout: 'row', tone: 'surface' },
];

function BentoTile({ id, className, layout, tone }: (typeof tiles)[number]) {
  const ui = useUiText();
  const feature = ui.features[id];
  const accent = tone === 'accent';
  return (
    <li
      className={`group relative flex flex-col gap-6 overflow-hidden rounded-3xl p-6 transition-shadow hover:shadow-lg motion-reduce:transition-none sm:p-8 ${
        layout === 'row' ? 'lg:grid lg:grid-cols-2 lg:items-center' : ''
      } ${accent ? 'bg-accent text-accent-foreground' : 'border border-border bg-surface'} ${className}`}
    >
      <div className="flex flex-col gap-3">
        <h3 className={`text-xl font-bold tracking-tight sm:text-2xl ${accent ? '' : 'text-foreground'}`}>{feature.name}</h3>
        <p className={accent ? 'opacity-95' : 'text-muted'}>{feature.body}</p>
        <a
          href={featurePath(id)}
          className={`mt-1 inline-flex w-fit items-center gap-1 rounded-lg font-semibold underline-offset-4 after:absolute after:inset-0 after:rounded-3xl hover:underline focus-visible:focus-ring ${
            accent ? '' : 'text-accent dark:text-accent-soft-foreground'
          }`}
        >
          {format(ui.carousel.more, { name: feature.name })}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </a>
      </div>
      <div className={`mt-auto overflow-hidden rounded-2xl ${accent ? 'bg-white/10 p-2' : ''}`}>
        <FeatureArt id={id} title={feature.name} />
      </div>
    </li>
  );
}

/**
 * /new, the bold version: a dark hero band, the five features as a bento grid, the product in
 * four facts, the integrations grid, and on small screens a waitlist bar that stays at the bottom.
 */
function LandingNew() {
  const text = useLocalised(newText);
  const landing = useLocalised(landingText);
  const ui = useUiText();
  return (
    <>
      <section aria-labelledby="new-hero-title" className="relative isolate overflow-hidden bg-zinc-950 text-white">
        <div aria-hidden="true" className="pointer-events-none absolute -top-48 right-[-10rem] -z-10 size-[40rem] rounded-full bg-accent opacity-50 blur-3xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-64 -left-40 -z-10 size-[32rem] rounded-full bg-accent opacity-25 blur-3xl" />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,11fr)_minmax(0,9fr)]">
          <div className="flex flex-col gap-6">
            <span className="w-fit rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold">{text.hero.badge}</span>
            <h1 id="new-hero-title" className="text-4xl font-extrabold tracking-tight sm:text-6xl">
              {text.hero.title}
            </h1>
            <p className="max-w-xl text-lg text-white/80 sm:text-xl">{text.hero.subtitle}</p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <a href="#waitlist" className={buttonClass({ size: 'lg', className: 'bg-white text-zinc-950 hover:bg-zinc-200' })}>
                {ui.waitlist.open}
              </a>
              <a href="#onderdelen" className={buttonClass({ size: 'lg', variant: 'outline', className: 'border-white/30 text-white hover:bg-white/10' })}>
                {text.hero.secondary}
              </a>
            </div>
            <p className="text-sm text-white/75">{landing.hero.note}</p>
          </div>
          <div className="relative mx-auto w-full max-w-md lg:max-w-none">
            <div aria-hidden="true" className="absolute -left-6 -top-6 hidden w-2/3 -rotate-6 rounded-3xl bg-white/10 p-2 opacity-70 sm:block">
              <FeatureArt id="calendar" title="" />
            </div>
            <div className="relative rotate-1 rounded-3xl bg-white/10 p-2 shadow-2xl ring-1 ring-white/15 sm:ml-10 sm:mt-10">
              <FeatureArt id="creative-review" title={text.hero.artTitle} />
            </div>
          </div>
        </div>
      </section>

      <Section id="onderdelen">
        <SectionHeading title={text.bento.title} lead={text.bento.lead} />
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {tiles.map((tile) => (
            <BentoTile key={tile.id} {...tile} />
          ))}
        </ul>
      </Section>

      <section aria-labelledby="new-stats-title" className="border-y border-border bg-surface">
        <h2 id="new-stats-title" className="sr-only">
          {text.stats.title}
        </h2>
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 px-4 py-12 sm:px-6 lg:grid-cols-4">
          {text.stats.items.map((item) => (
            <div key={item.label} className="flex min-w-0 flex-col gap-1 border-l-2 border-accent pl-3 sm:pl-4">
              <dt className="order-2 hyphens-auto break-words font-semibold text-foreground">{item.label}</dt>
              <dd className="order-1 text-4xl font-extrabold tracking-tight text-accent dark:text-accent-soft-foreground sm:text-5xl">{item.value}</dd>
              <dd className="order-3 text-sm text-muted">{item.body}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="integraties">
        <SectionHeading title={text.integrations.title} lead={text.integrations.lead} />
        <IntegrationsGrid categoryNames={landing.integrations.categories} />
        <a href="/integrations" className="mt-6 inline-block font-semibold text-accent dark:text-accent-soft-foreground underline-offset-4 hover:underline">
          {text.integrations.all}
        </a>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <div className="relative isolate overflow-hidden rounded-3xl bg-zinc-950 px-6 py-12 text-white sm:px-12 sm:py-16">
          <div aria-hidden="true" className="pointer-events-none absolute -right-32 -top-32 -z-10 size-96 rounded-full bg-accent opacity-50 blur-3xl" />
          <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
            <div className="flex flex-col gap-4">
              <span className="w-fit rounded-full border border-white/20 bg-white/10 px-3 py-1 text-xs font-semibold">{ui.beta}</span>
              <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{text.closing.title}</h2>
              <p className="text-lg text-white/80">{text.closing.body}</p>
            </div>
            <div className="flex flex-col gap-6">
              <ul className="flex flex-col gap-3">
                {landing.beta.points.map((point) => (
                  <li key={point} className="flex items-start gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-white" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <a href="#waitlist" className={buttonClass({ size: 'lg', className: 'w-fit bg-white text-zinc-950 hover:bg-zinc-200' })}>
                {ui.waitlist.open}
              </a>
            </div>
          </div>
        </div>
      </Section>

      {/* Small screens: the waitlist stays within reach at the bottom until the footer. */}
      <div className="sticky bottom-0 z-10 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:hidden">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-foreground">{text.sticky.text}</p>
          <a href="#waitlist" className={buttonClass({ className: 'shrink-0' })}>
            {ui.waitlist.open}
          </a>
        </div>
      </div>
    </>
  );
}

export const landingNew: SitePage = {
  meta: { nl: alternativesNl.new.meta, en: alternativesEn.new.meta },
  Component: LandingNew,
};
