import { Check, ChevronDown } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import infoEn from '../../../locales/en/site/info.json';
import infoNl from '../../../locales/nl/site/info.json';
import { Badge, Section } from '../components/section';
import { metaFrom, type SitePage } from '../site-page';
import { useLocalised, useUiText } from '../site-text';

const pricingText = { nl: infoNl.pricing, en: infoEn.pricing satisfies typeof infoNl.pricing };

/** The plan drawn with the accent border (the middle one). */
const highlightedPlan = 'bureau';

/** /pricing: three plans without amounts (free during the BETA), the FAQ and the note. */
function PricingPage() {
  const text = useLocalised(pricingText);
  const ui = useUiText();
  return (
    <>
      <Section className="flex flex-col items-start gap-6 pt-12 pb-10 sm:pt-16 sm:pb-12">
        <Badge>{ui.beta}</Badge>
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{text.title}</h1>
        <p className="max-w-3xl text-lg text-muted sm:text-xl">{text.lead}</p>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <ul className="grid gap-6 lg:grid-cols-3">
          {text.plans.map((plan) => {
            const highlighted = plan.id === highlightedPlan;
            return (
              <li
                key={plan.id}
                className={`flex flex-col gap-6 rounded-3xl border bg-surface p-6 sm:p-8 ${highlighted ? 'border-2 border-accent shadow-lg' : 'border-border'}`}
              >
                <div className="flex flex-col gap-2">
                  <h2 className="text-2xl font-bold tracking-tight text-foreground">{plan.name}</h2>
                  <p className="text-muted">{plan.audience}</p>
                </div>
                <p className="text-xl font-bold text-foreground">{plan.price}</p>
                <ul className="flex flex-1 flex-col gap-3">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-3 text-foreground">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-soft-foreground" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <a href="#waitlist" className={buttonClass({ size: 'lg', variant: highlighted ? 'primary' : 'secondary', fullWidth: true })}>
                  {plan.cta}
                </a>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <div className="mx-auto flex max-w-3xl flex-col gap-3">
          <h2 className="mb-3 text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{text.faqTitle}</h2>
          {text.faq.map((item) => (
            <details key={item.question} className="group rounded-2xl border border-border bg-surface">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-foreground focus-visible:focus-ring [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</p>
            </details>
          ))}
          <p className="mt-6 text-center text-sm text-muted">{text.note}</p>
        </div>
      </Section>
    </>
  );
}

export const pricingPage: SitePage = {
  meta: metaFrom({ nl: infoNl.pricing, en: infoEn.pricing }),
  Component: PricingPage,
};
