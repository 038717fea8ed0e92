import { ArrowRight, CalendarDays, Check, ChevronDown, FileText, ListChecks, type LucideIcon, MessageSquareCheck, Plug, Puzzle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import alternativesEn from '../../../locales/en/site/alternatives.json';
import alternativesNl from '../../../locales/nl/site/alternatives.json';
import { BrandMark } from '../art/brand-marks';
import { Badge, Section, SectionHeading } from '../components/section';
import { integrations } from '../integrations';
import { Island } from '../island';
import type { SitePage } from '../site-page';
import { type FeatureId, featureIds, featurePath } from '../site-paths';
import { useLocalised, useUiText } from '../site-text';

const oldText = { nl: alternativesNl.old, en: alternativesEn.old satisfies typeof alternativesNl.old };

const featureIcons: Record<FeatureId, LucideIcon> = {
  'ad-forms': FileText,
  extension: Puzzle,
  checklists: ListChecks,
  calendar: CalendarDays,
  'creative-review': MessageSquareCheck,
};

const cardClass =
  'group flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-6 transition-colors hover:border-accent focus-visible:focus-ring';

function FeatureCard({ href, Icon, name, body, more }: { href: string; Icon: LucideIcon; name: string; body: string; more: string }) {
  return (
    <li>
      <a href={href} className={cardClass}>
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-foreground">{name}</h3>
        <p className="flex-1 text-muted">{body}</p>
        <span className="inline-flex items-center gap-1 text-sm font-semibold text-accent dark:text-accent-soft-foreground">
          {more}
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </a>
    </li>
  );
}

/**
 * /old, the first version of the landing page: a centred hero with the waitlist form inline, the
 * features as a 2×3 grid of cards, why, a row of integrations and the questions people ask.
 */
function LandingOld() {
  const text = useLocalised(oldText);
  const ui = useUiText();
  const [privacyBefore, privacyAfter] = ui.waitlist.privacy.split(ui.waitlist.privacyLink);
  return (
    <>
      <Section className="flex flex-col items-center gap-6 pt-16 text-center sm:pt-24">
        <Badge>{text.hero.badge}</Badge>
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl lg:text-6xl">{text.hero.title}</h1>
        <p className="max-w-2xl text-lg text-muted sm:text-xl">{text.hero.subtitle}</p>
        <Island name="inline-waitlist" props={{}} className="flex w-full justify-center" />
        <p className="-mt-2 max-w-lg text-sm text-muted">
          {text.hero.note}
          <br />
          {privacyBefore}
          <a href="/privacy" className="underline underline-offset-2 hover:text-foreground">
            {ui.waitlist.privacyLink}
          </a>
          {privacyAfter}
        </p>
      </Section>

      <Section id="functies" className="pt-4 sm:pt-8">
        <SectionHeading title={text.features.title} lead={text.features.lead} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {featureIds.map((id) => (
            <FeatureCard
              key={id}
              href={featurePath(id)}
              Icon={featureIcons[id]}
              name={ui.features[id].name}
              body={ui.features[id].short}
              more={text.features.more}
            />
          ))}
          <FeatureCard
            href="/integrations"
            Icon={Plug}
            name={text.features.integrations.name}
            body={text.features.integrations.short}
            more={text.features.more}
          />
        </ul>
      </Section>

      <section className="border-y border-border bg-surface">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <h2 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{text.why.title}</h2>
            <p className="text-lg text-muted">{text.why.body}</p>
          </div>
          <ul className="flex flex-col gap-6">
            {text.why.points.map((point) => (
              <li key={point.title} className="flex gap-4">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Check aria-hidden="true" className="size-4" />
                </span>
                <div className="flex flex-col gap-1">
                  <h3 className="font-semibold text-foreground">{point.title}</h3>
                  <p className="text-muted">{point.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="integraties" className="flex flex-col items-center gap-8 text-center">
        <h2 className="text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{text.integrations.title}</h2>
        <ul className="flex max-w-4xl flex-wrap justify-center gap-x-6 gap-y-4">
          {integrations.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <BrandMark id={item.id} className="size-7 shrink-0" />
              <span className="text-sm font-medium text-foreground">{item.name}</span>
            </li>
          ))}
        </ul>
        <a href="/integrations" className="font-semibold text-accent dark:text-accent-soft-foreground underline-offset-4 hover:underline">
          {text.integrations.all}
        </a>
      </Section>

      <Section id="faq" className="pt-0 sm:pt-0">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <h2 className="text-center text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{text.faq.title}</h2>
          <div className="flex flex-col divide-y divide-border rounded-2xl border border-border bg-surface">
            {text.faq.items.map((item) => (
              <details key={item.question} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-4 font-semibold text-foreground focus-visible:focus-ring [&::-webkit-details-marker]:hidden">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </summary>
                <p className="px-6 pb-5 text-muted">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-accent px-6 py-12 text-center text-accent-foreground">
          <h2 className="text-3xl font-bold tracking-tight">{text.closing.title}</h2>
          <p className="max-w-xl text-lg opacity-95">{text.closing.body}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="#waitlist" className={buttonClass({ size: 'lg', className: 'bg-white text-zinc-950 hover:bg-zinc-200' })}>
              {ui.waitlist.open}
            </a>
            <a href="/contact" className={buttonClass({ size: 'lg', variant: 'ghost', className: 'text-accent-foreground hover:bg-white/15' })}>
              {text.closing.contact}
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}

export const landingOld: SitePage = {
  meta: { nl: alternativesNl.old.meta, en: alternativesEn.old.meta },
  Component: LandingOld,
};
