import { type AvatarColor, avatarColor, avatarInitials } from '../../../../common/rules/avatar';
import type { ClientSummary } from '../../../../common/schemas/clients';

/** A client's badge: its chosen palette colour (or one from its name), and its code or else its initials. */
export function clientBadge(client: Pick<ClientSummary, 'id' | 'name' | 'code' | 'color'>): { colour: AvatarColor; text: string } {
  return {
    colour: avatarColor({ id: client.id, name: client.name, avatarColor: client.color }),
    text: client.code ?? avatarInitials({ name: client.name }),
  };
}
