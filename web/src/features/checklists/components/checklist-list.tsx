import { Button } from '@heroui/react';
import { ListChecks, Plus, RotateCcw, SearchX } from 'lucide-react';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistSummary } from '../../../../../common/schemas/checklists';
import { EmptyState } from '../../../components/ui/empty-state';
import type { PersonOption } from '../../../components/ui/people-select';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { type ChecklistGroup, drawnPerGroup, groupByAccount } from '../checklist-list';
import { checklistTime } from '../hooks/use-checklist-time';
import { ChecklistCard, type ChecklistRowText } from './checklist-card';

interface ChecklistListProps {
  /** Every checklist the user sees, and those the filters let through. */
  all: readonly ChecklistSummary[];
  shown: readonly ChecklistSummary[];
  /** The list is narrowed to one account by the URL. */
  forAccount: boolean;
  isFiltered: boolean;
  people: ReadonlyMap<string, PersonOption>;
  openId: string | null;
  now: Date;
  onOpen: (id: string) => void;
  onCreate: () => void;
  onResetFilters: () => void;
}

/** The checklists grouped per ad account (platform icon, name and id as the heading; 'Zonder account' last), or why there are none. */
export function ChecklistList({ all, shown, forAccount, isFiltered, people, openId, now, onOpen, onCreate, onResetFilters }: ChecklistListProps) {
  const { t, i18n } = useTranslation('checklists');
  const { t: tc } = useTranslation();
  const groups = useMemo(() => groupByAccount(shown), [shown]);
  const rowLimit = useProgressiveLimit(shown.length);
  // How many rows of each group are drawn so far (the first screenful at once, the rest in steps).
  const drawn = useMemo(() => drawnPerGroup(groups, rowLimit), [groups, rowLimit]);
  const text = useMemo<ChecklistRowText>(() => ({ t, time: checklistTime(i18n.language), unknownUser: tc('unknownUser') }), [t, tc, i18n.language]);

  if (all.length === 0 || (forAccount && shown.length === 0 && !isFiltered)) {
    return (
      <EmptyState
        icon={ListChecks}
        title={forAccount ? t('list.emptyForAccount') : t('list.empty')}
        description={forAccount ? t('list.emptyForAccountBody') : t('list.emptyBody')}
      >
        <Button variant="primary" onPress={onCreate} data-testid="empty-create-button">
          <Plus aria-hidden="true" />
          {t('add.button')}
        </Button>
      </EmptyState>
    );
  }
  if (shown.length === 0) {
    return (
      <EmptyState icon={SearchX} title={t('list.emptyFiltered')} description={t('list.emptyFilteredBody')}>
        <Button size="sm" variant="tertiary" onPress={onResetFilters}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('filters.reset')}
        </Button>
      </EmptyState>
    );
  }

  return (
    <div className="flex flex-col gap-5" data-testid="checklist-list" aria-label={t('list.label')} role="region">
      {groups.map((group, index) =>
        drawn[index]! > 0 ? (
          <AccountGroup key={group.key} group={group} drawn={drawn[index]!} people={people} openId={openId} now={now} onOpen={onOpen} text={text} />
        ) : null,
      )}
    </div>
  );
}

/** Rows drawn in the first render: more than a tall screen shows. */
const firstRows = 40;
/** Rows added per later step, each a low-priority render of its own. */
const rowsPerStep = 80;

/**
 * A long list is drawn in steps: the first screenful at once, then `rowsPerStep` more per
 * background (transition) render until all are there. 500 rows in one go kept the page from
 * answering for most of a second; in steps the page answers clicks and keys in between.
 */
function useProgressiveLimit(total: number): number {
  const [limit, setLimit] = useState(firstRows);
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => startTransition(() => setLimit((current) => current + rowsPerStep)), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return limit;
}

interface AccountGroupProps {
  group: ChecklistGroup<ChecklistSummary>;
  /** How many of its rows are drawn yet (the heading always counts them all). */
  drawn: number;
  people: ReadonlyMap<string, PersonOption>;
  openId: string | null;
  now: Date;
  onOpen: (id: string) => void;
  text: ChecklistRowText;
}

const AccountGroup = memo(function AccountGroup({ group, drawn, people, openId, now, onOpen, text }: AccountGroupProps) {
  const { t } = text;
  const headingId = `checklist-group-${group.key}`;
  const name = group.account?.name ?? t('list.noAccount');
  return (
    <section aria-labelledby={headingId} data-testid="checklist-group" data-account={group.account?.id ?? 'none'} className="flex min-w-0 flex-col gap-2">
      <h2 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold text-foreground">
        {group.account ? <PlatformIcon platform={group.account.platform} className="size-4" /> : null}
        <span className="min-w-0 truncate">{name}</span>
        {group.account ? <span className="shrink-0 text-xs font-normal text-muted tabular-nums">{group.account.accountId}</span> : null}
        <span className="ml-auto shrink-0 rounded-full bg-default px-2 text-xs font-medium text-muted tabular-nums" aria-hidden="true">
          {group.checklists.length}
        </span>
      </h2>
      <ul aria-label={t('list.groupLabel', { name })} className="flex flex-col gap-2">
        {group.checklists.slice(0, drawn).map((checklist) => (
          <ChecklistCard key={checklist.id} checklist={checklist} people={people} now={now} isOpen={checklist.id === openId} onOpen={onOpen} text={text} />
        ))}
      </ul>
    </section>
  );
});
