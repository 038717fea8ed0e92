/** Placeholder route module: filled in by its feature. */
export function Component() {
  return null;
}
