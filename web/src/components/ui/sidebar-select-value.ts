/**
 * The sidebar selects' value: a long company or person name wraps to a second line instead of being
 * cut. The preview trigger (first load) and the real Select (loaded on intent) share it, so nothing
 * jumps when the Select takes over; its own module, so the preview does not pull in the Select.
 */
export const sidebarSelectValueClass = 'min-w-0 flex-1 text-left leading-snug whitespace-normal break-words line-clamp-2';
