import { Check } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import landingEn from '../../../locales/en/site/landing.json';
import landingNl from '../../../locales/nl/site/landing.json';
import { ChecklistsArt } from '../art/feature-art';
import { IntegrationsGrid } from '../components/integrations-grid';
import { Badge, Section, SectionHeading } from '../components/section';
import { Island } from '../island';
import type { SitePage } from '../site-page';
import { useLocalised, useUiText } from '../site-text';

export const landingText = { nl: landingNl, en: landingEn satisfies typeof landingNl };

/** The landing page (/ and /beam-style): hero, audience, feature carousel, integrations, BETA and waitlist. */
function LandingPage() {
  const text = useLocalised(landingText);
  const ui = useUiText();
  return (
    <>
      <Section className="grid items-center gap-12 pt-12 sm:pt-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div className="flex flex-col gap-6">
          <Badge>{text.hero.badge}</Badge>
          <h1 className="text-[2.125rem] leading-tight font-bold tracking-tight text-foreground sm:text-5xl lg:text-[2.875rem] xl:text-[3.5rem]">
            {text.hero.title}
          </h1>
          <p className="text-lg text-muted sm:text-xl">{text.hero.subtitle}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="#waitlist" className={buttonClass({ size: 'lg' })}>
              {ui.waitlist.open}
            </a>
            <a href="#functies" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              {text.hero.secondary}
            </a>
          </div>
          <p className="text-sm text-muted">{text.hero.note}</p>
        </div>
        <div className="rounded-3xl border border-border bg-surface p-4 shadow-sm sm:p-6">
          <ChecklistsArt title={text.hero.artTitle} />
        </div>
      </Section>

      <Section className="py-12 sm:py-16">
        <SectionHeading title={text.audience.title} />
        <ul className="grid gap-4 md:grid-cols-3">
          {text.audience.items.map((item) => (
            <li key={item.title} className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-6">
              <h3 className="text-lg font-semibold text-foreground">{item.title}</h3>
              <p className="text-muted">{item.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="functies">
        <SectionHeading title={text.features.title} lead={text.features.lead} />
        <Island name="feature-carousel" props={{}} />
      </Section>

      <Section id="integraties">
        <SectionHeading title={text.integrations.title} lead={text.integrations.lead} />
        <IntegrationsGrid categoryNames={text.integrations.categories} />
        <a href="/integrations" className="mt-6 inline-block font-semibold text-accent-soft-foreground underline-offset-4 hover:underline">
          {text.integrations.all}
        </a>
      </Section>

      <Section>
        <div className="grid gap-8 rounded-3xl bg-accent p-8 text-accent-foreground sm:p-12 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <span className="w-fit rounded-full border border-current px-3 py-1 text-xs font-semibold">{text.beta.badge}</span>
            <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.beta.title}</h2>
            <p className="text-lg opacity-95">{text.beta.body}</p>
          </div>
          <div className="flex flex-col justify-center gap-6">
            <ul className="flex flex-col gap-3">
              {text.beta.points.map((point) => (
                <li key={point} className="flex items-start gap-3">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <a href="#waitlist" className={buttonClass({ size: 'lg', variant: 'secondary', className: 'w-fit' })}>
              {ui.waitlist.open}
            </a>
          </div>
        </div>
      </Section>

      <Section className="flex flex-col items-center gap-4 text-center">
        <h2 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{text.closing.title}</h2>
        <p className="max-w-xl text-lg text-muted">{text.closing.body}</p>
        <a href="#waitlist" className={buttonClass({ size: 'lg' })}>
          {ui.waitlist.open}
        </a>
        <a href="/login" className="text-sm text-muted underline underline-offset-4 hover:text-foreground">
          {text.closing.login}
        </a>
      </Section>
    </>
  );
}

export const landingPage: SitePage = {
  meta: { nl: landingNl.meta, en: landingEn.meta },
  Component: LandingPage,
};
