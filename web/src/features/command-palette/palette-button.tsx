import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { openPalette, preloadPalette } from './palette-host';
import { browserPlatform, usesCommandKey } from './shortcuts';

const commandKey = usesCommandKey(browserPlatform());

/**
 * The sidebar's "Zoeken" entry: opens the command palette (as Ctrl-K / ⌘-K does) and shows the
 * shortcut. Hover or focus starts loading the palette's code so the press opens it at once.
 */
export function CommandPaletteButton({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('nav');
  const keys = commandKey ? '⌘K' : 'Ctrl K';
  const label = t('palette.open');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts={commandKey ? 'Meta+K' : 'Control+K'}
      aria-label={collapsed ? `${label} (${keys})` : undefined}
      title={collapsed ? `${label} (${keys})` : undefined}
      data-testid="command-palette-button"
      onPointerEnter={() => void preloadPalette().catch(() => undefined)}
      onFocus={() => void preloadPalette().catch(() => undefined)}
      onClick={() => openPalette('commands')}
      className={`flex h-8 w-full shrink-0 items-center gap-2 rounded-xl border border-border bg-default/40 text-sm text-muted outline-none transition-colors hover:bg-default hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus ${
        collapsed ? 'justify-center px-0' : 'px-2.5'
      }`}
    >
      <Search aria-hidden="true" className="size-4 shrink-0" />
      {collapsed ? null : (
        <>
          <span title={t('palette.search')} className="min-w-0 flex-1 truncate text-left">
            {t('palette.search')}
          </span>
          <kbd aria-hidden="true" className="shrink-0 rounded-md border border-border bg-surface px-1 font-sans text-[0.6875rem] leading-5 text-muted">
            {keys}
          </kbd>
        </>
      )}
    </button>
  );
}
