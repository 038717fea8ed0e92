import { Eye, ShieldCheck, Users } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import infoEn from '../../../locales/en/site/info.json';
import infoNl from '../../../locales/nl/site/info.json';
import { Badge, Section } from '../components/section';
import { metaFrom, type SitePage } from '../site-page';
import { useLocalised, useUiText } from '../site-text';

const aboutText = { nl: infoNl.about, en: infoEn.about satisfies typeof infoNl.about };

/** One icon per value, in the order of info.json's `about.values`. */
const valueIcons = [Eye, Users, ShieldCheck];

/** /about: who we are, why we build it, what we stand for and a few facts. */
function AboutPage() {
  const text = useLocalised(aboutText);
  const ui = useUiText();
  return (
    <>
      <Section className="flex flex-col gap-6 pt-12 pb-10 sm:pt-16 sm:pb-12">
        <Badge>{ui.beta}</Badge>
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{text.title}</h1>
        <p className="max-w-3xl text-lg text-muted sm:text-xl">{text.lead}</p>
      </Section>

      <Section className="grid gap-10 pt-0 sm:pt-0 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="flex max-w-3xl flex-col gap-5">
          {text.story.map((paragraph) => (
            <p key={paragraph} className="text-lg leading-relaxed text-foreground">
              {paragraph}
            </p>
          ))}
        </div>
        <dl className="grid h-fit grid-cols-2 gap-x-6 gap-y-5 rounded-3xl border border-border bg-surface p-6 lg:grid-cols-1">
          {text.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col gap-1">
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="text-lg font-semibold text-foreground">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <h2 className="mb-6 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{text.valuesTitle}</h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {text.values.map((value, index) => {
            const Icon = valueIcons[index % valueIcons.length]!;
            return (
              <li key={value.title} className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-6">
                <span className="flex size-10 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="text-lg font-semibold text-foreground">{value.title}</h3>
                <p className="text-muted">{value.body}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <a href="#waitlist" className={buttonClass({ size: 'lg' })}>
            {ui.waitlist.open}
          </a>
          <a href="/contact" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
            {ui.footer.contact}
          </a>
        </div>
      </Section>
    </>
  );
}

export const aboutPage: SitePage = {
  meta: metaFrom({ nl: infoNl.about, en: infoEn.about }),
  Component: AboutPage,
};
