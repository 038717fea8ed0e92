/** The Dutch notification of an account alert (its click opens the account with the alert highlighted). */
import type { AccountAlertType } from '../../../common/ad-account-constants.js';
import { formatMoney } from '../../../common/rules/money.js';
import type { AccountAlertDetails, AdAccountRow } from '../../db/schema/index.js';
import type { NotificationContent } from '../notifications/content.js';

const money = (minor: number | null | undefined, currency: string | null | undefined) =>
  minor === null || minor === undefined ? '–' : formatMoney(minor, currency ?? 'EUR');

export function alertNotification(type: AccountAlertType, account: AdAccountRow, details: AccountAlertDetails): NotificationContent {
  const base = { type, clientName: account.clientName, clientId: account.clientId, platform: account.platform, accountId: account.accountId } as const;
  if (type === 'budget_warning') {
    const share = details.spendCap ? Math.floor(((details.amountSpent ?? 0) / details.spendCap) * 100) : 0;
    return {
      ...base,
      title: `Budgetwaarschuwing: ${account.name}`,
      description: `${share}% van de bestedingslimiet is gebruikt (${money(details.amountSpent, details.currency)} van ${money(details.spendCap, details.currency)}).`,
    };
  }
  if (type === 'campaign_alert') {
    const unsettled = details.status === 'unsettled';
    return {
      ...base,
      title: unsettled ? `Openstaande betaling: ${account.name}` : `Account uitgeschakeld: ${account.name}`,
      description: unsettled
        ? 'Het account heeft een openstaande betaling; advertenties lopen pas weer als die is voldaan.'
        : 'Het advertentieaccount is uitgeschakeld door het platform; advertenties lopen niet meer.',
    };
  }
  return {
    ...base,
    title: `Geen uitgaven: ${account.name}`,
    description: 'Dit actieve account heeft al een dag niets uitgegeven. Controleer of de campagnes nog lopen.',
  };
}
