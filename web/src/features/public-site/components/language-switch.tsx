import { useAppStorage } from '../../../lib/app-storage';
import { writeLanguageCookie } from '../../../lib/language-cookie';
import { siteLanguages, type SiteLanguage, useSiteLanguage, useUiText } from '../site-text';

/**
 * The footer's language selector (English, Nederlands). The choice is remembered in a cookie (the
 * server picks the prerendered page by it) and in app-storage (the workspace's screens follow it);
 * the page then reloads in that language.
 */
export function LanguageSwitch() {
  const texts = useUiText().language;
  const current = useSiteLanguage();
  const choose = (language: SiteLanguage) => {
    if (language === current) return;
    writeLanguageCookie(language);
    useAppStorage.getState().setLanguage(language);
    window.location.reload();
  };
  return (
    <div role="group" aria-label={texts.label} className="flex items-center gap-1">
      {siteLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => choose(language)}
          className={`rounded-lg px-2.5 py-1 text-sm outline-none focus-visible:focus-ring ${
            current === language ? 'bg-default font-semibold text-foreground' : 'text-muted hover:text-foreground'
          }`}
        >
          {texts[language]}
        </button>
      ))}
    </div>
  );
}
