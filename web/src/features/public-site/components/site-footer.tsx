import { Island } from '../island';
import { featureIds, featurePath } from '../site-paths';
import { useUiText } from '../site-text';
import { SiteLogo } from './site-logo';

interface FooterLink {
  href: string;
  label: string;
  external?: boolean;
}

const socialLinks = {
  linkedin: 'https://www.linkedin.com/company/marketing-werkplek',
  instagram: 'https://www.instagram.com/marketingwerkplek',
  youtube: 'https://www.youtube.com/@marketingwerkplek',
} as const;

/** The footer of every public page: the link lists, the language selector and the 2025 copyright. */
export function SiteFooter() {
  const ui = useUiText();
  const f = ui.footer;
  const columns: Array<{ title: string; links: FooterLink[] }> = [
    {
      title: f.product,
      links: [
        ...featureIds.map((id) => ({ href: featurePath(id), label: ui.features[id].name })),
        { href: '/integrations', label: f.integrations },
        { href: '/extensions', label: f.extensions },
      ],
    },
    {
      title: f.company,
      links: [
        { href: '/about', label: f.about },
        { href: '/pricing', label: f.pricing },
        { href: '/contact', label: f.contact },
      ],
    },
    {
      title: f.information,
      links: [
        { href: '/privacy', label: f.privacy },
        { href: '/terms', label: f.terms },
        { href: '/login', label: f.login },
        { href: '/signup', label: f.signup },
      ],
    },
    {
      title: f.social,
      links: (Object.keys(socialLinks) as Array<keyof typeof socialLinks>).map((key) => ({
        href: socialLinks[key],
        label: f[key],
        external: true,
      })),
    },
  ];
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,5fr)]">
        <div className="flex flex-col gap-4">
          <SiteLogo name={ui.appName} />
          <p className="max-w-xs text-sm text-muted">{f.tagline}</p>
          <Island name="language-switch" props={{}} />
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                      className="text-sm text-muted underline-offset-4 hover:text-foreground hover:underline"
                    >
                      {link.label}
                      {link.external ? <span className="sr-only"> {f.newTab}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted sm:px-6">{f.copyright}</p>
      </div>
    </footer>
  );
}
