import { ChevronDown, Menu, X } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-class';
import { useDismiss } from '../lib/use-dismiss';
import { featureIds, featurePath } from '../site-paths';
import { useUiText } from '../site-text';
import { ThemeToggle } from './theme-toggle';

const linkClass = 'rounded-lg px-3 py-2 text-sm font-medium text-foreground hover:bg-default focus-visible:focus-ring';

/** The platform dropdown: the five feature pages (spec section 2, landing page). */
function PlatformMenu() {
  const texts = useUiText();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`${linkClass} inline-flex items-center gap-1`}
      >
        {texts.header.platform}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full z-30 mt-2 w-80 rounded-2xl border border-border bg-surface p-2 shadow-lg">
        <ul aria-label={texts.header.platformMenu} className="flex flex-col">
          {featureIds.map((id) => (
            <li key={id}>
              <a href={featurePath(id)} className="flex flex-col rounded-xl px-3 py-2 hover:bg-default focus-visible:focus-ring">
                <span className="text-sm font-semibold text-foreground">{texts.features[id].name}</span>
                <span className="text-sm text-muted">{texts.features[id].short}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The header's menu: platform dropdown, pages, dark mode, log-in and the waitlist; a menu button on small screens. */
export function SiteNav() {
  const texts = useUiText();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMobileOpen(false), []);
  useDismiss(mobileOpen, root, close, toggleRef);
  const pages = [
    { href: '/pricing', label: texts.header.pricing },
    { href: '/integrations', label: texts.header.integrations },
    { href: '/about', label: texts.header.about },
  ];
  return (
    <div ref={root} className="flex items-center gap-1">
      <nav aria-label={texts.header.navigation} className="hidden items-center gap-1 lg:flex">
        <PlatformMenu />
        {pages.map((page) => (
          <a key={page.href} href={page.href} className={linkClass}>
            {page.label}
          </a>
        ))}
      </nav>
      <ThemeToggle />
      <a href="/login" className={`${linkClass} hidden sm:inline-flex`}>
        {texts.header.login}
      </a>
      <a href="#waitlist" data-waitlist-open="" className={buttonClass({ size: 'sm', className: 'hidden sm:inline-flex' })}>
        {texts.waitlist.open}
      </a>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={mobileOpen}
        aria-controls={mobileId}
        aria-label={mobileOpen ? texts.header.closeMenu : texts.header.openMenu}
        onClick={() => setMobileOpen((o) => !o)}
        className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true, className: 'lg:hidden' })}
      >
        {mobileOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </button>
      <div id={mobileId} hidden={!mobileOpen} className="absolute inset-x-0 top-full z-30 border-b border-border bg-surface px-4 pb-6 pt-2 shadow-lg lg:hidden">
        <nav aria-label={texts.header.navigation}>
          <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-muted">{texts.header.platform}</p>
          <ul className="flex flex-col">
            {featureIds.map((id) => (
              <li key={id}>
                <a href={featurePath(id)} className={`${linkClass} block`}>
                  {texts.features[id].name}
                </a>
              </li>
            ))}
          </ul>
          <ul className="mt-2 flex flex-col border-t border-border pt-2">
            {[...pages, { href: '/login', label: texts.header.login }].map((page) => (
              <li key={page.href}>
                <a href={page.href} className={`${linkClass} block`}>
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
          <a href="#waitlist" data-waitlist-open="" className={buttonClass({ fullWidth: true, className: 'mt-4' })} onClick={close}>
            {texts.waitlist.open}
          </a>
        </nav>
      </div>
    </div>
  );
}
