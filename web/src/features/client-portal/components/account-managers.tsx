import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import { Avatar } from '../../../components/ui/avatar';

interface AccountManagersProps {
  managers: Person[];
  clientName: string;
  agencyName: string;
}

/** "Je accountmanagers": who looks after the client, each reachable by e-mail. */
export function AccountManagers({ managers, clientName, agencyName }: AccountManagersProps) {
  const { t } = useTranslation('portal');
  if (managers.length === 0) return <p className="text-sm text-muted">{t('overview.managersEmpty', { client: clientName, agency: agencyName })}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {managers.map((manager) => (
        <li key={manager.id} className="flex min-w-0 items-center gap-3">
          <Avatar person={manager} size="md" decorative />
          <div className="min-w-0">
            <p className="font-medium break-words text-foreground">{manager.name || manager.email}</p>
            <a
              href={`mailto:${manager.email}`}
              aria-label={t('overview.mailTo', { name: manager.name || manager.email })}
              className="inline-flex max-w-full items-center gap-1 rounded text-sm break-all text-muted underline-offset-2 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-focus"
            >
              <Mail aria-hidden="true" className="size-3.5 shrink-0" />
              {manager.email}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
