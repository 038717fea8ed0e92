/** The inbox's constants, from common's zod-free module (zod stays out of the inbox's chunk). */
export {
  notificationLimits,
  notificationPlatforms,
  notificationStatusFilters,
  notificationTypeFilters,
  notificationTypes,
} from '../../../../common/notification-constants';
