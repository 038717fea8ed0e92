import { useTranslation } from 'react-i18next';
import { type AppLanguage, useAppStorage } from '../../lib/app-storage';
import { changeLanguage, supportedLanguages } from '../../lib/i18n';
import { writeLanguageCookie } from '../../lib/language-cookie';

/** The public footer's language selector (Nederlands, English); the choice is remembered. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation('public');
  const setLanguage = useAppStorage((s) => s.setLanguage);
  const current = i18n.resolvedLanguage ?? i18n.language;

  const select = (language: AppLanguage) => {
    setLanguage(language);
    writeLanguageCookie(language);
    void changeLanguage(language);
  };

  return (
    <div role="group" aria-label={t('footer.language')} className="flex items-center gap-1">
      {supportedLanguages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => select(language)}
          className={`rounded-lg px-2.5 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-focus ${
            current === language ? 'bg-default font-semibold text-foreground' : 'text-muted hover:text-foreground'
          }`}
        >
          {t(`footer.languages.${language}`)}
        </button>
      ))}
    </div>
  );
}
