import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { Avatar } from '../../../components/ui/avatar';
import { PeopleSelect } from '../../../components/ui/people-select';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useSetAccountAssignees } from '../api/set-account-assignees';

interface AccountAssigneesProps {
  account: AdAccount;
  companyId: string | null;
  /** The colleagues who may be assigned (marketeers and admins). */
  colleagues: readonly CompanyMember[];
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The colleagues who get this account's alerts: chosen in a multi-select and saved once, when the
 * list closes (one request for the whole change).
 */
export function AccountAssignees({ account, companyId, colleagues }: AccountAssigneesProps) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText();
  const save = useSetAccountAssignees(companyId);
  const [draft, setDraft] = useState<string[] | null>(null);
  const saved = save.isPending ? save.variables.userIds : account.assigneeIds;
  const value = draft ?? saved;
  const assigned = value.map((id) => colleagues.find((c) => c.id === id)).filter((c): c is CompanyMember => c !== undefined);

  const onOpenChange = (open: boolean) => {
    if (open) return;
    const next = draft;
    setDraft(null);
    if (next === null || sameSet(next, account.assigneeIds)) return;
    save.mutate(
      { id: account.id, userIds: next },
      {
        onSuccess: () => toast.success(t('assignees.saved')),
        onError: (error) => toast.danger(t('assignees.failed'), { description: errorText(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="account-assignees-title" className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm sm:p-6" data-testid="account-assignees">
      <div className="flex items-center gap-2">
        <Users aria-hidden="true" className="size-5 text-muted" />
        <h2 id="account-assignees-title" className="text-lg font-semibold text-foreground">
          {t('assignees.title')}
        </h2>
      </div>
      <p className="text-sm text-muted">{t('assignees.description')}</p>
      <PeopleSelect
        label={t('assignees.label')}
        people={colleagues}
        value={value}
        onChange={setDraft}
        onOpenChange={onOpenChange}
        placeholder={t('assignees.placeholder')}
        isDisabled={save.isPending}
      />
      {assigned.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('assignees.current')}>
          {assigned.map((person) => (
            <li key={person.id} className="flex items-center gap-2 rounded-full bg-default py-1 pr-3 pl-1 text-sm text-foreground">
              <Avatar person={person} size="xs" decorative />
              <span className="max-w-48 truncate">{person.name || person.email}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('assignees.none')}</p>
      )}
    </section>
  );
}
