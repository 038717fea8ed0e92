/** Clients of an agency (issue 19): statuses, limits and the portal statuses of a contact. */

export const clientStatuses = ['active', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const clientLimits = {
  nameMax: 120,
  codeMin: 2,
  codeMax: 6,
  websiteMax: 200,
  addressMax: 200,
  cityMax: 100,
  notesMax: 5000,
  managersMax: 10,
  contactNameMax: 120,
  contactRoleMax: 80,
  contactsMax: 200,
  emailMax: 254,
  /** A page of the /clients list. */
  pageSize: 50,
} as const;

/** The agency's logo (Settings → Bedrijf): at most this many bytes, at least this many pixels a side. */
export const logoUploadLimits = { maxBytes: 1024 * 1024, minSide: 32 } as const;

/** A contact's access to the portal: no login, an open invitation, or a linked account. */
export const contactPortalStatuses = ['none', 'invited', 'active'] as const;
export type ContactPortalStatus = (typeof contactPortalStatuses)[number];

/** The countries a client's address may be in (postal codes are checked for these). */
export const clientCountries = ['NL', 'BE', 'DE', 'LU', 'FR', 'GB', 'OTHER'] as const;
export type ClientCountry = (typeof clientCountries)[number];
