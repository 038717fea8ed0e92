import { Check, PanelRight, Puzzle } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import infoEn from '../../../locales/en/site/info.json';
import infoNl from '../../../locales/nl/site/info.json';
import { Section } from '../components/section';
import { metaFrom, type SitePage } from '../site-page';
import { featurePath } from '../site-paths';
import { format, useLocalised, useUiText } from '../site-text';

const extensionsText = { nl: infoNl.extensions, en: infoEn.extensions satisfies typeof infoNl.extensions };

/** Per extension id in info.json: its icon, and for the browser extension (already in BETA) the accent chip and its feature page. */
const extensionIcons: Record<string, typeof Check> = { browser: PanelRight, figma: Puzzle };
const extensionLinks: Record<string, string> = { browser: featurePath('extension') };
const availableExtensions = new Set(['browser']);

/** /extensions: the extensions with what they do and their status, then how to get started. */
function ExtensionsPage() {
  const text = useLocalised(extensionsText);
  const ui = useUiText();
  return (
    <>
      <Section className="flex flex-col gap-6 pt-12 pb-10 sm:pt-16 sm:pb-12">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{text.title}</h1>
        <p className="max-w-3xl text-lg text-muted sm:text-xl">{text.lead}</p>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <ul className="grid gap-6 lg:grid-cols-2">
          {text.extensions.map((extension) => {
            const Icon = extensionIcons[extension.id] ?? PanelRight;
            const link = extensionLinks[extension.id];
            const current = availableExtensions.has(extension.id);
            return (
              <li key={extension.id} className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-6 sm:p-8">
                <div className="flex items-start justify-between gap-4">
                  <span className="flex size-12 items-center justify-center rounded-2xl bg-accent-soft text-accent-soft-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span
                    className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${current ? 'bg-accent-soft text-accent-soft-foreground' : 'bg-default text-foreground'}`}
                  >
                    {extension.status}
                  </span>
                </div>
                <div className="flex flex-col gap-2">
                  <h2 className="text-2xl font-bold tracking-tight text-foreground">{extension.name}</h2>
                  <p className="text-muted">{extension.description}</p>
                </div>
                <ul className="flex flex-col gap-3">
                  {extension.features.map((feature) => (
                    <li key={feature} className="flex items-start gap-3 text-foreground">
                      <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-soft-foreground" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                {link ? (
                  <a href={link} className="mt-auto w-fit font-semibold text-accent-soft-foreground underline-offset-4 hover:underline">
                    {format(ui.carousel.more, { name: ui.features.extension.name })}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Section>

      <Section className="pt-0 sm:pt-0">
        <div className="grid gap-10 rounded-3xl bg-surface p-6 sm:p-10 lg:grid-cols-[1fr_2fr]">
          <div className="flex flex-col items-start gap-4">
            <h2 className="text-3xl font-bold tracking-tight text-foreground">{text.howTitle}</h2>
            <a href="#waitlist" className={buttonClass({ size: 'lg' })}>
              {ui.waitlist.open}
            </a>
          </div>
          <ol className="flex flex-col gap-6">
            {text.howSteps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground">
                  {index + 1}
                </span>
                <p className="pt-1.5 text-foreground">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </Section>
    </>
  );
}

export const extensionsPage: SitePage = {
  meta: metaFrom({ nl: infoNl.extensions, en: infoEn.extensions }),
  Component: ExtensionsPage,
};
