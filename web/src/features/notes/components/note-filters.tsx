import { Button } from '@heroui/react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { noteFilters } from '../../../../../common/ad-account-constants';
import { FilterSelect } from '../../../components/ui/filter-select';
import { SearchInput } from '../../../components/ui/search-input';
import { activeNoteFilterCount, type NoteAccount, noNoteFilters, type NotesFilterState } from '../note-account';

interface NoteFiltersProps {
  state: NotesFilterState;
  onChange: (state: NotesFilterState) => void;
  clients: readonly string[];
  /** The account filter's options; none inside an account. */
  accounts: readonly NoteAccount[] | null;
}

/** Option ids are prefixed, so 'all' stays free for "every client/account". */
const all = 'all';

/** Zoeken, Tonen (Alle / Mijn notities / Aan mij toegewezen), Klant and — outside an account — Account. */
export function NoteFilters({ state, onChange, clients, accounts }: NoteFiltersProps) {
  const { t } = useTranslation('notes');
  const clientOptions = state.client && !clients.includes(state.client) ? [state.client, ...clients] : clients;
  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3">
      <div
        className={`grid grid-cols-2 gap-3 ${accounts ? 'xl:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]' : 'md:grid-cols-[minmax(0,1.4fr)_repeat(2,minmax(0,1fr))]'}`}
      >
        <div className={`col-span-2 ${accounts ? 'xl:col-span-1' : 'md:col-span-1'}`}>
          <SearchInput
            label={t('filters.search')}
            value={state.search}
            onChange={(search) => onChange({ ...state, search })}
            placeholder={t('filters.searchPlaceholder')}
          />
        </div>
        <FilterSelect
          label={t('filters.show')}
          value={state.filter}
          options={noteFilters.map((id) => ({ id, label: t(`filters.${id}`) }))}
          onChange={(value) => onChange({ ...state, filter: value as NotesFilterState['filter'] })}
        />
        <FilterSelect
          label={t('filters.client')}
          value={state.client ? `client:${state.client}` : all}
          options={[{ id: all, label: t('filters.allClients') }, ...clientOptions.map((name) => ({ id: `client:${name}`, label: name }))]}
          onChange={(value) => onChange({ ...state, client: value === all ? null : value.slice('client:'.length) })}
        />
        {accounts ? (
          <FilterSelect
            label={t('filters.account')}
            value={state.account ? `account:${state.account}` : all}
            options={[{ id: all, label: t('filters.allAccounts') }, ...accounts.map((a) => ({ id: `account:${a.id}`, label: a.name }))]}
            onChange={(value) => onChange({ ...state, account: value === all ? null : value.slice('account:'.length) })}
          />
        ) : null}
      </div>
      <div>
        <Button size="sm" variant="tertiary" isDisabled={activeNoteFilterCount(state) === 0} onPress={() => onChange(noNoteFilters)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );
}
