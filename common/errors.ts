/**
 * Stable error codes of the API. The server answers `{ error: { code, message } }`;
 * `message` is the Dutch text below (the product's language), the web app looks the
 * code up in its locale files and falls back to that message.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, nl: 'Controleer de ingevulde gegevens.' },
  EMAIL_REQUIRED: { status: 400, nl: 'Vul een e-mailadres in' },
  PASSWORD_REQUIRED: { status: 400, nl: 'Vul een wachtwoord in' },
  INVALID_CREDENTIALS: { status: 401, nl: 'Ongeldige inloggegevens' },
  UNAUTHENTICATED: { status: 401, nl: 'Je bent niet ingelogd.' },
  FORBIDDEN: { status: 403, nl: 'Je hebt geen toegang tot deze actie.' },
  FOREIGN_ORIGIN: { status: 403, nl: 'Dit verzoek komt niet van deze website en is geweigerd.' },
  NOT_A_MEMBER: { status: 403, nl: 'Je bent geen lid van dit bedrijf.' },
  NO_ACTIVE_COMPANY: { status: 409, nl: 'Geen actief bedrijf geselecteerd' },
  NOT_FOUND: { status: 404, nl: 'Niet gevonden.' },
  CONFLICT: { status: 409, nl: 'Dit bestaat al.' },
  RATE_LIMITED: { status: 429, nl: 'Te veel pogingen. Wacht even en probeer het opnieuw.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    nl: 'Database verbinding mislukt. Start Docker en Supabase voor volledige functionaliteit.',
  },
  INTERNAL: { status: 500, nl: 'Er is iets misgegaan' },
} as const satisfies Record<string, { status: number; nl: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalog;
}
