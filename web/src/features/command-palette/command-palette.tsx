import { Modal } from '@heroui/react';
import {
  ArrowLeft,
  Building2,
  ClipboardCheck,
  ClipboardList,
  CalendarDays,
  FileText,
  Keyboard,
  ListChecks,
  type LucideIcon,
  Megaphone,
  MessageSquareText,
  Moon,
  Palette,
  Search,
  Sun,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isSafeRedirectTarget } from '../../../../common/routes';
import type { SearchGroup, SearchItem, SearchKind } from '../../../../common/schemas/search';
import { Spinner } from '../../components/ui/spinner';
import { useAppStorage } from '../../lib/app-storage';
import { toast } from '../../lib/toast';
import { sidebarBottomEntry, sidebarEntries, type SidebarScreenId } from '../../app/layouts/sidebar-entries';
import { isLockedScreen, workspaceScreens } from '../../app/workspace-screens';
import { useSwitchCompany } from '../auth/api/switch-company';
import { useSession } from '../auth/hooks/use-session';
import '../../app/palette-commands';
import { paletteCommands } from './command-registry';
import { flattenSections, isMoveKey, matchesQuery, moveIndex, type PaletteSection, paletteStatus } from './palette-items';
import type { PaletteView } from './palette-store';
import { browserPlatform, shortcutKeys, shortcuts, usesCommandKey } from './shortcuts';
import { usePaletteSearch } from './use-search';

/** One row of the palette: a command or a search result. */
interface Entry {
  id: string;
  label: string;
  detail?: string | null;
  icon: LucideIcon;
  /** Extra words a command is found by (the label always counts). */
  keywords?: string;
  run: () => void;
}

const kindIcons: Record<SearchKind, LucideIcon> = {
  client: Building2,
  contact: UsersRound,
  account: Megaphone,
  note: MessageSquareText,
  checklist: ListChecks,
  event: CalendarDays,
  form: ClipboardList,
  form_submission: ClipboardCheck,
  creative: Palette,
  member: UserRound,
};

const commandKey = usesCommandKey(browserPlatform());

interface CommandPaletteProps {
  initialView: PaletteView;
  onClose: () => void;
}

/**
 * Ctrl-K / ⌘-K: one input over the commands (go to a screen, the features' create commands for the
 * actor's role — command-registry.ts —, dark mode, switch company, the shortcuts) and GET
 * /api/search, results grouped by kind. A combobox
 * with its listbox (aria-activedescendant): the arrows, Home and End move, Enter opens, Escape
 * closes; the mouse works too. Loaded on first use (palette-host.tsx).
 */
export function CommandPalette({ initialView, onClose }: CommandPaletteProps) {
  const { t } = useTranslation('palette');
  const [view, setView] = useState<PaletteView>(initialView);
  return (
    <Modal.Backdrop isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal.Container placement="top" size="lg" className="sm:mt-[12vh]">
        <Modal.Dialog
          aria-label={view === 'shortcuts' ? t('shortcuts.title') : t('dialog')}
          className="overflow-hidden p-0"
          data-testid="command-palette"
          data-command-palette=""
        >
          {view === 'shortcuts' ? (
            <ShortcutList onBack={() => setView('commands')} />
          ) : (
            <CommandSearch onClose={onClose} onShowShortcuts={() => setView('shortcuts')} />
          )}
        </Modal.Dialog>
      </Modal.Container>
    </Modal.Backdrop>
  );
}

function CommandSearch({ onClose, onShowShortcuts }: { onClose: () => void; onShowShortcuts: () => void }) {
  const { t } = useTranslation('palette');
  const { t: tn } = useTranslation('nav');
  const navigate = useNavigate();
  const session = useSession();
  const me = session.me;
  const darkMode = useAppStorage((s) => s.darkMode);
  const toggleDarkMode = useAppStorage((s) => s.toggleDarkMode);
  const switchCompany = useSwitchCompany();
  const [input, setInput] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const search = usePaletteSearch(input, me?.activeCompanyId ?? null);

  const go = (href: string) => {
    onClose();
    if (isSafeRedirectTarget(href)) void navigate(href);
  };

  const commands = useMemo((): PaletteSection<Entry>[] => {
    const screens: SidebarScreenId[] = [...sidebarEntries.flatMap((e) => (e.kind === 'screen' ? [e.id] : [])), sidebarBottomEntry];
    const navigateEntries = screens
      .filter((id) => !isLockedScreen(id))
      .map((id): Entry => {
        const screen = tn(id);
        return {
          id: `go:${id}`,
          label: t('commands.goTo', { screen }),
          icon: workspaceScreens[id].icon,
          keywords: screen,
          run: () => go(workspaceScreens[id].path),
        };
      });
    const role = me?.memberships.find((m) => m.companyId === me.activeCompanyId)?.role;
    const creates = paletteCommands.commandsFor(role).map((command): Entry => ({
      id: command.id,
      label: t(command.labelKey),
      icon: command.icon,
      keywords: t(command.keywordsKey),
      run: () => go(command.href),
    }));
    const actions: Entry[] = [
      ...creates,
      {
        id: 'theme',
        label: darkMode ? t('commands.darkOff') : t('commands.darkOn'),
        icon: darkMode ? Sun : Moon,
        keywords: t('keywords.dark'),
        run: () => {
          toggleDarkMode();
          onClose();
        },
      },
      { id: 'shortcuts', label: t('commands.shortcuts'), icon: Keyboard, keywords: t('keywords.shortcuts'), run: onShowShortcuts },
    ];
    const companies = (me?.memberships ?? [])
      .filter((m) => m.companyId !== me?.activeCompanyId)
      .map((m): Entry => ({
        id: `company:${m.companyId}`,
        label: t('commands.switchCompany', { company: m.companyName }),
        icon: Building2,
        keywords: t('keywords.switchCompany'),
        run: () => {
          onClose();
          switchCompany.mutate(
            { companyId: m.companyId },
            {
              onSuccess: (next) => {
                const company = next.memberships.find((x) => x.companyId === next.activeCompanyId)?.companyName ?? '';
                toast.success(t('commands.currentCompany', { company }));
              },
              onError: () => toast.danger(t('switchFailed')),
            },
          );
        },
      }));
    return [
      { id: 'navigate', label: t('sections.navigate'), items: navigateEntries },
      { id: 'actions', label: t('sections.actions'), items: actions },
      { id: 'company', label: t('sections.company'), items: companies },
    ];
    // `go` and the mutation are stable enough: they only close and navigate or switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, tn, darkMode, me]);

  const groups: readonly SearchGroup[] = useMemo(() => search.data?.groups ?? [], [search.data]);
  const sections = useMemo(() => {
    const results = groups.map((group): PaletteSection<Entry> => ({
      id: `results:${group.kind}`,
      label: group.label,
      items: group.items.map((item) => resultEntry(item, t, go)),
    }));
    const matching = commands.map((section) => ({ ...section, items: section.items.filter((e) => matchesQuery(input, e.label, e.keywords)) }));
    return flattenSections([...results, ...matching]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groups, commands, input, t]);

  const count = sections.items.length;
  const activeIndex = count === 0 ? -1 : Math.min(active, count - 1);
  const activeEntry = activeIndex >= 0 ? sections.items[activeIndex] : undefined;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  // New results: the first row is active again (a new query does the same in onChange).
  const [shownGroups, setShownGroups] = useState(groups);
  if (shownGroups !== groups) {
    setShownGroups(groups);
    setActive(0);
  }

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (isMoveKey(event.key)) {
      // Home and End move in the list only when there is one; in the input they move the caret otherwise.
      if (count === 0) return;
      event.preventDefault();
      setActive(moveIndex(activeIndex, event.key, count));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      activeEntry?.run();
    }
  };

  const said = search.isError ? null : paletteStatus({ input, loading: search.isLoading, current: search.isCurrent, rows: count });
  const status = said === 'searching' ? t('searching') : said === 'empty' ? t('empty', { query: input.trim() }) : said === 'typeMore' ? t('typeMore') : null;

  return (
    <div className="flex max-h-[min(36rem,85dvh)] flex-col">
      <div className="flex items-center gap-3 border-b border-border px-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <input
          ref={inputRef}
          autoFocus
          type="text"
          role="combobox"
          aria-label={t('input')}
          aria-expanded={count > 0}
          aria-controls={count > 0 ? listId : undefined}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={200}
          placeholder={t('placeholder')}
          value={input}
          onChange={(event) => {
            setInput(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          data-testid="command-palette-input"
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground outline-none placeholder:text-muted"
        />
        {search.isLoading ? <Spinner size="sm" /> : null}
      </div>

      <div
        role="status"
        aria-live="polite"
        className={(status && !search.isLoading) || search.isError ? 'border-b border-border px-4 py-2.5 text-sm text-muted' : 'sr-only'}
      >
        {search.isError ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="text-danger">{t('failed')}</span>
            <button
              type="button"
              onClick={() => void search.refetch()}
              className="font-medium text-accent underline-offset-2 hover:underline focus-visible:underline"
            >
              {t('retry')}
            </button>
          </span>
        ) : (
          status
        )}
      </div>

      {count > 0 ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={t('results')}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2"
          data-testid="command-palette-list"
        >
          {sections.sections.map((section) => (
            <div key={section.id} role="group" aria-labelledby={`${baseId}-${section.id}`} className="pb-1">
              <div id={`${baseId}-${section.id}`} role="presentation" className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                {section.label}
              </div>
              {section.items.map(({ item, index }) => {
                const Icon = item.icon;
                const selected = index === activeIndex;
                return (
                  <div
                    key={item.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={selected}
                    data-entry-id={item.id}
                    onMouseMove={() => index !== activeIndex && setActive(index)}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => item.run()}
                    className={`flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm ${selected ? 'bg-default text-foreground' : 'text-foreground'}`}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate">{item.label}</span>
                      {item.detail ? <span className="truncate text-xs text-muted">{item.detail}</span> : null}
                    </span>
                    {selected ? (
                      <kbd
                        aria-hidden="true"
                        className="hidden shrink-0 rounded-md border border-border px-1.5 font-sans text-[0.6875rem] leading-5 text-muted sm:inline"
                      >
                        Enter
                      </kbd>
                    ) : null}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      ) : null}

      <div className="hidden items-center gap-4 border-t border-border px-4 py-2 text-xs text-muted sm:flex">
        <KeyHint keys={['↑', '↓']} label={t('hints.move')} />
        <KeyHint keys={['Enter']} label={t('hints.open')} />
        <KeyHint keys={['Esc']} label={t('hints.close')} />
        <span className="flex-1" />
        <button type="button" onClick={onShowShortcuts} className="rounded-md outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-focus">
          <KeyHint keys={['?']} label={t('hints.shortcuts')} />
        </button>
      </div>
    </div>
  );
}

/** A search result as a row: its title, its subtitle and, for a match in a reply or an e-mail address, how it matched. */
function resultEntry(item: SearchItem, t: ReturnType<typeof useTranslation<'palette'>>['t'], go: (href: string) => void): Entry {
  const how = item.match === 'reply' ? t('match.reply') : item.match === 'email' ? t('match.email') : item.match === 'id' ? t('match.id') : null;
  const detail = [item.subtitle, how].filter(Boolean).join(' · ') || null;
  return { id: `result:${item.kind}:${item.id}:${item.href}`, label: item.title, detail, icon: kindIcons[item.kind] ?? FileText, run: () => go(item.href) };
}

function KeyHint({ keys, label }: { keys: readonly string[]; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="inline-flex gap-0.5" aria-hidden="true">
        {keys.map((key) => (
          <kbd key={key} className="rounded border border-border px-1 font-sans text-[0.6875rem] leading-4">
            {key}
          </kbd>
        ))}
      </span>
      <span>{label}</span>
    </span>
  );
}

/** "?": every keyboard shortcut of the workspace, with the way back to search. */
function ShortcutList({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('palette');
  const backRef = useRef<HTMLButtonElement>(null);
  useEffect(() => backRef.current?.focus(), []);
  return (
    <div className="flex flex-col gap-3 p-4 sm:p-5" data-testid="shortcut-list">
      <div className="flex items-center gap-2">
        <button
          ref={backRef}
          type="button"
          onClick={onBack}
          aria-label={t('shortcuts.back')}
          title={t('shortcuts.back')}
          className="button button--ghost button--sm button--icon-only"
        >
          <ArrowLeft aria-hidden="true" />
        </button>
        <Modal.Heading className="text-lg font-semibold">{t('shortcuts.title')}</Modal.Heading>
      </div>
      <dl className="flex flex-col divide-y divide-border">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.id} className="flex items-center justify-between gap-4 py-2.5 text-sm">
            <dt className="text-foreground">{t(`shortcuts.${shortcut.id}`)}</dt>
            <dd className="flex shrink-0 gap-1">
              {shortcutKeys(shortcut, commandKey).map((key) => (
                <kbd key={key} className="min-w-6 rounded-md border border-border bg-default/40 px-1.5 text-center font-sans text-xs leading-6 text-foreground">
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
