/** The inbox's constants, from common's zod-free module (zod stays out of the inbox's chunk). */
export { notificationLimits, notificationPlatforms, notificationStatusFilters, notificationTypes } from '../../../../common/notification-constants';
/** Who the inbox is for (the workspace's team, a client in the portal) and what its filters offer: the kinds registry. */
export { audienceHasPlatforms, typeFilterKinds, type NotificationAudience } from '../../../../common/notification-kinds';
