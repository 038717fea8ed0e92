/** jsonb may hold any JSON; the API promises an object (anything else is shown as empty). */
export function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
