import alternativesEn from '../../../locales/en/site/alternatives.json';
import alternativesNl from '../../../locales/nl/site/alternatives.json';
import { Island } from '../island';
import type { SitePage } from '../site-page';
import { useLocalised, useUiText } from '../site-text';

const typeformText = { nl: alternativesNl.typeform, en: alternativesEn.typeform satisfies typeof alternativesNl.typeform };

const footerLink = 'rounded underline underline-offset-4 hover:text-foreground focus-visible:focus-ring';

/**
 * /typeform-style: the waitlist one question at a time, on a page of its own (no site header or
 * footer): the flow's island with its top bar and progress, and one line of legal links below.
 */
function LandingTypeform() {
  const text = useLocalised(typeformText);
  const ui = useUiText();
  return (
    <div className="flex min-h-dvh flex-col">
      <Island name="typeform-waitlist" props={{ text: text.flow }} />
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 text-sm text-muted sm:px-6">
          <p>{ui.footer.copyright}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <nav aria-label={text.footer.legal}>
              <ul className="flex gap-4">
                <li>
                  <a href="/privacy" className={footerLink}>
                    {ui.footer.privacy}
                  </a>
                </li>
                <li>
                  <a href="/terms" className={footerLink}>
                    {ui.footer.terms}
                  </a>
                </li>
              </ul>
            </nav>
            <Island name="language-switch" props={{}} />
          </div>
        </div>
      </footer>
    </div>
  );
}

export const landingTypeform: SitePage = {
  meta: { nl: alternativesNl.typeform.meta, en: alternativesEn.typeform.meta },
  Component: LandingTypeform,
  frame: 'plain',
};
