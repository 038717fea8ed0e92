import { defaultClientName } from '../../../../common/notification-constants';
import type { Notification } from '../../../../common/schemas/notifications';

/** The client an item names: none for a colleague's update or the spec's stored default ('Onbekende client'). */
export function shownClientName(n: Pick<Notification, 'type' | 'clientName'>): string | null {
  if (n.type === 'team_update') return null;
  const name = n.clientName.trim();
  return name === '' || name === defaultClientName ? null : name;
}
