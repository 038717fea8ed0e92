import type { NotificationFilters } from '../../../../common/schemas/notifications';

/** No filter set: every type, status, client and platform. */
export const noFilters: NotificationFilters = { status: 'all' };

/** How many of the four filters narrow the list (shown on the Filters button). */
export function activeFilterCount(filters: NotificationFilters): number {
  return [filters.type, filters.status !== 'all' ? filters.status : undefined, filters.client, filters.platform].filter(Boolean).length;
}
