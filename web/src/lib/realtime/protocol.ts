/** The realtime protocol's constants for the browser, from common's zod-free module. */
export { channelName, realtimeCloseCodes, realtimePath, realtimeTimings } from '../../../../common/realtime-protocol';
