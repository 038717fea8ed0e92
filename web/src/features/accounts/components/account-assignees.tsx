import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { Avatar } from '../../../components/ui/avatar';
import { PeopleSelect } from '../../../components/ui/people-select';
import { usePeopleDraft } from '../../../components/ui/use-people-draft';
import { useSetAccountAssignees } from '../api/set-account-assignees';
import { AccountSection } from './account-section';

interface AccountAssigneesProps {
  account: AdAccount;
  companyId: string | null;
  /** The colleagues who may be assigned (marketeers and admins). */
  colleagues: readonly CompanyMember[];
}

/**
 * The colleagues who get this account's alerts: chosen in a multi-select and saved once, when the
 * list closes (one request for the whole change).
 */
export function AccountAssignees({ account, companyId, colleagues }: AccountAssigneesProps) {
  const { t } = useTranslation('accounts');
  const save = useSetAccountAssignees(companyId);
  const draft = usePeopleDraft({
    saved: account.assigneeIds,
    saving: save.isPending ? save.variables.userIds : undefined,
    save: (userIds, done) => save.mutate({ id: account.id, userIds }, done),
    texts: { saved: t('assignees.saved'), failed: t('assignees.failed') },
  });
  const assigned = draft.value.map((id) => colleagues.find((c) => c.id === id)).filter((c): c is CompanyMember => c !== undefined);

  return (
    <AccountSection id="account-assignees" icon={Users} title={t('assignees.title')}>
      <p className="text-sm text-muted">{t('assignees.description')}</p>
      <PeopleSelect label={t('assignees.label')} people={colleagues} {...draft} placeholder={t('assignees.placeholder')} isDisabled={save.isPending} />
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
    </AccountSection>
  );
}
