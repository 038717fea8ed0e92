import { Fragment, useId } from 'react';
import legalEn from '../../../locales/en/site/legal.json';
import legalNl from '../../../locales/nl/site/legal.json';
import { metaFrom, type SitePage } from '../site-page';
import { useLocalised } from '../site-text';

const legalText = { nl: legalNl, en: legalEn satisfies typeof legalNl };
type LegalDocument = 'privacy' | 'terms';

const mailAddress = /([\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/i;

/** Text with every e-mail address in it as a mailto link (a full stop after the address stays text). */
export function WithMailLinks({ text }: { text: string }) {
  const parts = text.split(mailAddress);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={`mailto:${part}`} className="font-medium text-accent-soft-foreground underline underline-offset-4 hover:no-underline">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A list whose items all start with a short "Term: explanation" shows the terms in bold. */
const termPattern = /^([^:]{1,40}):\s/;

function LegalList({ items }: { items: string[] }) {
  const withTerms = items.every((item) => termPattern.test(item));
  return (
    <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-muted">
      {items.map((item) => {
        const term = withTerms ? termPattern.exec(item)?.[1] : undefined;
        return (
          <li key={item} className="pl-1">
            {term ? (
              <>
                <strong className="font-semibold text-foreground">{term}:</strong> <WithMailLinks text={item.slice(term.length + 1).trimStart()} />
              </>
            ) : (
              <WithMailLinks text={item} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The privacy statement and the terms (legal.json): a long read with a comfortable line length,
 * the table of contents beside the text on wide screens and above it on narrow ones.
 */
function LegalPage({ document }: { document: LegalDocument }) {
  const text = useLocalised(legalText);
  const page = text[document];
  const tocId = useId();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{page.title}</h1>
        <p className="text-sm text-muted">{page.updated}</p>
        {page.intro.map((paragraph) => (
          <p key={paragraph} className="text-lg leading-relaxed text-foreground">
            <WithMailLinks text={paragraph} />
          </p>
        ))}
      </header>

      <div className="mt-10 flex flex-col gap-10 lg:grid lg:grid-cols-[15rem_minmax(0,48rem)] lg:items-start lg:gap-16">
        <nav
          aria-labelledby={tocId}
          className="rounded-2xl border border-border bg-surface p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:overflow-y-auto"
        >
          <h2 id={tocId} className="text-sm font-semibold text-foreground">
            {text.tocLabel}
          </h2>
          <ul className="mt-3 flex flex-col gap-1 text-sm">
            {page.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="block rounded-md py-1 text-muted underline-offset-4 hover:text-foreground hover:underline focus-visible:focus-ring"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <article className="flex max-w-3xl flex-col gap-12">
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="flex scroll-mt-24 flex-col gap-4">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-foreground">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="leading-relaxed text-foreground">
                  <WithMailLinks text={paragraph} />
                </p>
              ))}
              {'items' in section && section.items ? <LegalList items={section.items} /> : null}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

export const privacyPage: SitePage = {
  meta: metaFrom({ nl: legalNl.privacy, en: legalEn.privacy }),
  Component: () => <LegalPage document="privacy" />,
};

export const termsPage: SitePage = {
  meta: metaFrom({ nl: legalNl.terms, en: legalEn.terms }),
  Component: () => <LegalPage document="terms" />,
};
