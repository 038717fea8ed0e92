let check: Promise<(email: string) => boolean> | null = null;

/**
 * The e-mail format check the server applies (zod's `z.email()` on the trimmed, lower-cased
 * address). zod is loaded after the form has painted rather than with it.
 */
export function loadEmailCheck(): Promise<(email: string) => boolean> {
  check ??= import('zod').then(({ z }) => {
    const schema = z.email();
    return (email: string) => schema.safeParse(email.trim().toLowerCase()).success;
  });
  return check;
}
