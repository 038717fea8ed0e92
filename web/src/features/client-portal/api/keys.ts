/** The portal's query keys: everything under 'portal', so a branding change can refresh them all at once. */
export const portalKeys = {
  all: ['portal'] as const,
  me: (companyId: string | null) => ['portal', companyId, 'me'] as const,
  overview: (companyId: string | null, clientId: string) => ['portal', companyId, 'overview', clientId] as const,
  preview: (clientId: string) => ['portal', 'preview', clientId] as const,
};
