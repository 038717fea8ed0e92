import { ExternalLink, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../../common/schemas/clients';
import { Avatar } from '../../../components/ui/avatar';
import { ClientSection } from './client-section';

/** The website as people read it: without the scheme and a trailing slash. */
function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Gegevens: website (a link), KvK, btw, the address, the account managers and the team's notes. */
export function ClientFacts({ client }: { client: Client }) {
  const { t } = useTranslation('clients');
  const none = <span className="text-muted">{t('facts.none')}</span>;
  const addressLines = [
    client.addressLine,
    [client.postalCode, client.city].filter(Boolean).join(' '),
    client.country === 'NL' ? null : t(`countries.${client.country}`),
  ].filter((line): line is string => Boolean(line));
  const hasAddress = Boolean(client.addressLine || client.postalCode || client.city);

  const facts: { id: string; label: string; value: ReactNode; wide?: boolean }[] = [
    {
      id: 'website',
      label: t('facts.website'),
      value: client.website ? (
        <a
          href={client.website}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all text-accent underline-offset-2 hover:underline"
        >
          {websiteLabel(client.website)}
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">{t('facts.opensInNewTab')}</span>
        </a>
      ) : (
        none
      ),
    },
    { id: 'kvk', label: t('facts.kvkNumber'), value: client.kvkNumber ? <span className="tabular-nums">{client.kvkNumber}</span> : none },
    { id: 'vat', label: t('facts.vatNumber'), value: client.vatNumber ? <span className="tabular-nums">{client.vatNumber}</span> : none },
    {
      id: 'address',
      label: t('facts.address'),
      value: hasAddress ? (
        <address className="not-italic">
          {addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        none
      ),
    },
    {
      id: 'managers',
      label: t('facts.managers'),
      wide: true,
      value:
        client.managers.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2">
            {client.managers.map((person) => (
              <li key={person.id} className="flex items-center gap-2 rounded-full bg-default py-1 pr-3 pl-1 text-sm text-foreground">
                <Avatar person={person} size="xs" decorative />
                <span className="max-w-48 truncate">{person.name || person.email}</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">{t('facts.noManagers')}</span>
        ),
    },
  ];

  return (
    <ClientSection id="client-facts" icon={Info} title={t('facts.title')}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.id} className={`min-w-0 ${fact.wide ? 'sm:col-span-2' : ''}`} data-testid={`client-fact-${fact.id}`}>
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="break-words text-foreground">{fact.value}</dd>
          </div>
        ))}
        {client.notes ? (
          <div className="min-w-0 sm:col-span-2" data-testid="client-fact-notes">
            <dt className="text-xs text-muted">{t('facts.notes')}</dt>
            <dd className="break-words whitespace-pre-wrap text-foreground">{client.notes}</dd>
          </div>
        ) : null}
      </dl>
    </ClientSection>
  );
}
