import { Mail } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button-class';
import infoEn from '../../../locales/en/site/info.json';
import infoNl from '../../../locales/nl/site/info.json';
import { type BrandId, BrandMark, brandIds } from '../art/brand-marks';
import { Section } from '../components/section';
import { metaFrom, type SitePage } from '../site-page';
import { useLocalised, useUiText } from '../site-text';
import { WithMailLinks } from './legal-page';

const integrationsText = { nl: infoNl.integrations, en: infoEn.integrations satisfies typeof infoNl.integrations };
type Status = keyof typeof infoNl.integrations.statusLabels;

const isBrandId = (id: string): id is BrandId => (brandIds as readonly string[]).includes(id);

const statusClass: Record<Status, string> = {
  available: 'bg-success-soft text-success-soft-foreground',
  beta: 'bg-accent-soft text-accent-soft-foreground',
  planned: 'bg-default text-foreground',
};

function StatusChip({ status, label }: { status: Status; label: string }) {
  return <span className={`inline-flex w-fit shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[status]}`}>{label}</span>;
}

/** /integrations: every category with its tools, each with its status, and "missing a tool?". */
function IntegrationsPage() {
  const text = useLocalised(integrationsText);
  const ui = useUiText();
  return (
    <>
      <Section className="flex flex-col gap-6 pt-12 pb-10 sm:pt-16 sm:pb-12">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{text.title}</h1>
        <p className="max-w-3xl text-lg text-muted sm:text-xl">{text.lead}</p>
      </Section>

      <Section className="flex flex-col gap-14 pt-0 sm:pt-0">
        {text.categories.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-heading`} className="scroll-mt-20">
            <div className="mb-6 flex max-w-2xl flex-col gap-2">
              <h2 id={`${category.id}-heading`} className="text-2xl font-bold tracking-tight text-foreground">
                {category.name}
              </h2>
              <p className="text-muted">{category.description}</p>
            </div>
            <ul className="grid gap-4 md:grid-cols-2">
              {category.items.map((item) => {
                const status = item.status as Status;
                return (
                  <li key={item.id} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
                    {isBrandId(item.id) ? <BrandMark id={item.id} className="size-11 shrink-0" /> : null}
                    <div className="flex min-w-0 flex-col gap-2">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <h3 className="font-semibold text-foreground">{item.name}</h3>
                        <StatusChip status={status} label={text.statusLabels[status]} />
                      </div>
                      <p className="text-sm text-muted">{item.description}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </Section>

      <Section className="pt-0 sm:pt-0">
        <div className="flex flex-col gap-6 rounded-3xl border border-border bg-surface p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex max-w-2xl gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
              <Mail aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-col gap-2">
              <h2 className="text-2xl font-bold tracking-tight text-foreground">{text.requestTitle}</h2>
              <p className="text-muted">
                <WithMailLinks text={text.requestBody} />
              </p>
            </div>
          </div>
          <a href="/contact" className={buttonClass({ size: 'lg', className: 'shrink-0' })}>
            {ui.footer.contact}
          </a>
        </div>
      </Section>
    </>
  );
}

export const integrationsPage: SitePage = {
  meta: metaFrom({ nl: infoNl.integrations, en: infoEn.integrations }),
  Component: IntegrationsPage,
};
