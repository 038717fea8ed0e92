import { Clock, Mail, ShieldCheck } from 'lucide-react';
import infoEn from '../../../locales/en/site/info.json';
import infoNl from '../../../locales/nl/site/info.json';
import { Section } from '../components/section';
import { Island } from '../island';
import { metaFrom, type SitePage } from '../site-page';
import { useLocalised, useUiText } from '../site-text';
import { WithMailLinks } from './legal-page';

const contactText = { nl: infoNl.contact, en: infoEn.contact satisfies typeof infoNl.contact };

/** One icon per channel, in the order of info.json's `contact.channels` (general, privacy, response time). */
const channelIcons = [Mail, ShieldCheck, Clock];

/** /contact: the ways to reach us, when we answer, and the contact form (an island). */
function ContactPage() {
  const text = useLocalised(contactText);
  const form = useUiText().contactForm;
  return (
    <>
      <Section className="flex flex-col gap-6 pt-12 pb-10 sm:pt-16 sm:pb-12">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{text.title}</h1>
        <p className="max-w-3xl text-lg text-muted sm:text-xl">{text.lead}</p>
      </Section>

      <Section className="grid gap-10 pt-0 sm:pt-0 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div className="flex flex-col gap-8">
          <ul className="flex flex-col gap-4">
            {text.channels.map((channel, index) => {
              const Icon = channelIcons[index % channelIcons.length]!;
              return (
                <li key={channel.label} className="flex gap-4 rounded-2xl border border-border bg-surface p-5">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="flex min-w-0 flex-col gap-1">
                    <h2 className="text-sm font-semibold text-muted">{channel.label}</h2>
                    <p className="break-words text-lg font-semibold text-foreground">
                      <WithMailLinks text={channel.value} />
                    </p>
                    <p className="text-sm text-muted">{channel.description}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-foreground">{text.hoursTitle}</h2>
            <p className="text-muted">{text.hours}</p>
          </div>
        </div>

        <div className="rounded-3xl border border-border bg-surface p-6 sm:p-8">
          <div className="mb-6 flex flex-col gap-2">
            <h2 className="text-2xl font-bold tracking-tight text-foreground">{form.title}</h2>
            <p className="text-muted">{form.intro}</p>
          </div>
          <Island name="contact-form" props={{}} />
        </div>
      </Section>
    </>
  );
}

export const contactPage: SitePage = {
  meta: metaFrom({ nl: infoNl.contact, en: infoEn.contact }),
  Component: ContactPage,
};
