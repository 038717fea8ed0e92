import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import featuresEn from '../../../locales/en/site/features.json';
import featuresNl from '../../../locales/nl/site/features.json';
import { FeatureArt } from '../components/feature-art';
import { Section, SectionHeading } from '../components/section';
import type { SitePage } from '../site-page';
import { type FeatureId, featureIds, featurePath } from '../site-paths';
import { useLocalised, useUiText } from '../site-text';

const featuresText = { nl: featuresNl, en: featuresEn satisfies typeof featuresNl };

/**
 * One feature page (/features/<id>), driven by features.json: hero with the drawn illustration,
 * what it does, how it works, the other four features and a closing call to action.
 */
function FeaturePage({ id }: { id: FeatureId }) {
  const text = useLocalised(featuresText);
  const ui = useUiText();
  const feature = text.features[id];
  const others = featureIds.filter((other) => other !== id);
  return (
    <>
      <Section className="grid items-center gap-12 pt-12 sm:pt-16 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-soft-foreground">{feature.eyebrow}</p>
          <h1 className="text-4xl font-bold tracking-tight text-balance text-foreground sm:text-5xl">{feature.title}</h1>
          <p className="text-lg text-muted sm:text-xl">{feature.lead}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="#waitlist" className={buttonClass({ size: 'lg' })}>
              {ui.waitlist.open}
            </a>
            <a href="/#functies" className={buttonClass({ size: 'lg', variant: 'secondary' })}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {text.back}
            </a>
          </div>
        </div>
        <div className="rounded-3xl border border-border bg-surface p-4 shadow-sm sm:p-6">
          <FeatureArt id={id} title={feature.artTitle} />
        </div>
      </Section>

      <Section className="pt-4 sm:pt-8">
        <SectionHeading title={text.pointsTitle} />
        <ul className="grid gap-4 sm:grid-cols-2">
          {feature.points.map((point) => (
            <li key={point.title} className="flex gap-4 rounded-2xl border border-border bg-surface p-6">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
                <Check aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold text-foreground">{point.title}</h3>
                <p className="text-muted">{point.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <SectionHeading title={text.stepsTitle} />
        <ol className="grid gap-8 md:grid-cols-3">
          {feature.steps.map((step, index) => (
            <li key={step.title} className="flex flex-col gap-3">
              <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-foreground">
                {index + 1}
              </span>
              <h3 className="text-lg font-semibold text-foreground">{step.title}</h3>
              <p className="text-muted">{step.body}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <SectionHeading title={text.moreTitle} lead={text.moreLead} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other}>
              <a
                href={featurePath(other)}
                className="group flex h-full flex-col gap-2 rounded-2xl border border-border bg-surface p-5 transition-colors hover:border-accent focus-visible:focus-ring"
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-foreground">
                  {ui.features[other].name}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-accent-soft-foreground transition-transform group-hover:translate-x-0.5" />
                </span>
                <span className="text-sm text-muted">{ui.features[other].short}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <div className="flex flex-col items-center gap-4 rounded-3xl bg-accent px-6 py-12 text-center text-accent-foreground sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{feature.closing.title}</h2>
          <p className="max-w-xl text-lg opacity-95">{feature.closing.body}</p>
          <a href="#waitlist" className={buttonClass({ size: 'lg', variant: 'secondary', className: 'mt-2' })}>
            {ui.waitlist.open}
          </a>
        </div>
      </Section>
    </>
  );
}

function featurePage(id: FeatureId): SitePage {
  return {
    meta: { nl: featuresNl.features[id].meta, en: featuresEn.features[id].meta },
    Component: () => <FeaturePage id={id} />,
  };
}

/** The five feature pages by feature id (pages/index.ts maps them to their paths). */
export const featurePages = Object.fromEntries(featureIds.map((id) => [id, featurePage(id)])) as Record<FeatureId, SitePage>;
