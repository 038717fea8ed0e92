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
  /** A request body over the route's size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, nl: 'Wat je verstuurt is te groot.' },
  CONFLICT: { status: 409, nl: 'Dit bestaat al.' },
  /** `{{time}}`: the local time (HH:mm, Europe/Amsterdam) from which a new attempt is allowed. */
  RATE_LIMITED: { status: 429, nl: 'Te veel pogingen. Probeer het opnieuw om {{time}}.' },
  CAPTCHA_REQUIRED: { status: 400, nl: 'Vul de captcha in om door te gaan' },
  CAPTCHA_INVALID: { status: 400, nl: 'Captcha code is onjuist. Probeer opnieuw.' },
  EMAIL_INVALID: { status: 400, nl: 'Vul een geldig e-mailadres in' },
  NAME_REQUIRED: { status: 400, nl: 'Je moet een naam invoeren' },
  /** `{{missing}}`: the missing parts joined by commas (common/rules/password.ts). */
  PASSWORD_RULES: { status: 400, nl: 'Wachtwoord moet {{missing}} bevatten' },
  PASSWORD_TOO_LONG: { status: 400, nl: 'Een wachtwoord mag maximaal 128 tekens lang zijn' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    nl: 'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden. Kies een ander wachtwoord.',
  },
  PASSWORD_MISMATCH: { status: 400, nl: 'Wachtwoorden komen niet overeen' },
  CURRENT_PASSWORD_REQUIRED: { status: 400, nl: 'Vul je huidige wachtwoord in' },
  CURRENT_PASSWORD_INVALID: { status: 403, nl: 'Je huidige wachtwoord klopt niet' },
  EMAIL_TAKEN: { status: 409, nl: 'Dit email adres is al in gebruik' },
  SIGNUP_FAILED: { status: 500, nl: 'Er is iets misgegaan bij het aanmaken van je account' },
  /** Not a failure: the password was right and the account asks for its second factor. */
  MFA_REQUIRED: { status: 401, nl: 'Voer de 6-cijferige code uit je authenticator-app in' },
  MFA_CODE_INCOMPLETE: { status: 400, nl: 'Voer de volledige 6-cijferige code in' },
  MFA_CODE_INVALID: { status: 401, nl: 'Ongeldige 2FA code. Probeer opnieuw.' },
  MFA_CHALLENGE_EXPIRED: { status: 401, nl: 'Je inlogpoging is verlopen. Log opnieuw in.' },
  MFA_ALREADY_ENABLED: { status: 409, nl: 'Tweestapsverificatie staat al aan' },
  MFA_NOT_ENABLED: { status: 409, nl: 'Tweestapsverificatie staat niet aan' },
  MFA_SETUP_MISSING: { status: 409, nl: 'Begin opnieuw met het instellen van tweestapsverificatie' },
  PASSWORD_NOT_SET: {
    status: 409,
    nl: 'Je account heeft nog geen wachtwoord. Stel eerst een wachtwoord in.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    nl: 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe link aan.',
  },
  INVITATION_INVALID: {
    status: 400,
    nl: 'Deze uitnodiging is ongeldig of verlopen. Vraag je beheerder om een nieuwe uitnodiging.',
  },
  /** POST /api/auth/invitation/accept-existing while signed in with another address than the invited one. */
  INVITATION_OTHER_ACCOUNT: {
    status: 403,
    nl: 'Deze uitnodiging is voor een ander e-mailadres. Log uit en log in met het adres waarop je bent uitgenodigd.',
  },
  COMPANY_NAME_REQUIRED: { status: 400, nl: 'Vul de naam van je bedrijf in' },
  ALREADY_MEMBER: { status: 409, nl: 'Deze persoon is al lid van het bedrijf' },
  /** POST /api/company/invitations with role client and no client: the portal would be empty. */
  INVITATION_CLIENT_REQUIRED: { status: 400, nl: 'Kies de klant voor wie je deze persoon uitnodigt' },
  /** PATCH /api/account/profile (Settings → Profiel). */
  PROFILE_NAME_TOO_LONG: { status: 400, nl: 'Je naam mag maximaal 120 tekens lang zijn' },
  AVATAR_COLOR_INVALID: { status: 400, nl: 'Kies een van de kleuren uit de lijst' },
  LANGUAGE_INVALID: { status: 400, nl: 'Kies Nederlands of English' },
  TIME_ZONE_INVALID: { status: 400, nl: 'Kies een tijdzone uit de lijst' },
  /** PATCH/DELETE /api/company/members/:userId: the company would be left without an admin. */
  LAST_ADMIN: { status: 409, nl: 'Een bedrijf heeft altijd minstens één admin nodig. Maak eerst iemand anders admin.' },
  /** PATCH /api/company/members/:userId on a client user: a client's access is not changed on the Team screen. */
  MEMBER_ROLE_CLIENT: { status: 409, nl: 'De rol van een klant wijzig je niet op dit scherm.' },
  MEMBER_ROLE_INVALID: { status: 400, nl: 'Kies de rol admin of marketeer' },
  /**
   * POST /api/company/invitations by an admin whose address was never proven (a password sign-up):
   * nobody mails strangers from the product under a name of their choosing. The link in the mail
   * "Bevestig je e-mailadres" proves the address (users.email_verified_at).
   */
  INVITER_EMAIL_UNVERIFIED: {
    status: 403,
    nl: "Bevestig eerst je e-mailadres voordat je iemand uitnodigt: open de link in de mail 'Bevestig je e-mailadres'. Geen mail gekregen? Stuur hem opnieuw via Instellingen → Team.",
  },
  /**
   * POST /api/onboarding/complete joining an invitation by id while the address is not proven:
   * invitations are matched by address only for a proven one (the invitation mail's own link works).
   */
  EMAIL_UNVERIFIED: {
    status: 403,
    nl: "Bevestig eerst je e-mailadres met de link in de mail 'Bevestig je e-mailadres', of open de link in je uitnodigingsmail.",
  },
  /** POST /api/auth/email-confirmation/confirm with an unknown, used or expired link. */
  EMAIL_CONFIRMATION_INVALID: {
    status: 400,
    nl: 'Deze bevestigingslink is ongeldig, verlopen of al gebruikt. Log in om een nieuwe bevestigingsmail te laten sturen.',
  },
  /** POST /api/auth/email-confirmation/resend while the address is already proven. */
  EMAIL_ALREADY_VERIFIED: { status: 409, nl: 'Je e-mailadres is al bevestigd.' },
  ONBOARDING_COMPANY_REQUIRED: { status: 400, nl: 'Maak een bedrijf aan of kies een uitnodiging' },
  CURRENT_SESSION: { status: 400, nl: 'Dit is je huidige sessie. Gebruik Uitloggen om deze te beëindigen.' },
  GOOGLE_NOT_CONFIGURED: { status: 503, nl: 'Inloggen met Google is niet ingesteld voor deze werkplek' },
  GOOGLE_LOGIN_FAILED: { status: 400, nl: 'Google login mislukt. Probeer opnieuw.' },
  GOOGLE_LOGIN_ERROR: { status: 500, nl: 'Er ging iets mis bij het inloggen met Google' },
  GOOGLE_SIGNUP_FAILED: { status: 400, nl: 'Google aanmelding mislukt. Probeer opnieuw.' },
  GOOGLE_SIGNUP_ERROR: { status: 500, nl: 'Er ging iets mis bij het aanmelden met Google' },
  /**
   * Google's address matches an account whose address was never proven (a password sign-up): it is
   * not linked. Sent back to /login as `?error=GOOGLE_ACCOUNT_UNVERIFIED`.
   */
  GOOGLE_ACCOUNT_UNVERIFIED: {
    status: 409,
    nl: "Er bestaat al een account met dit e-mailadres. Log in met je wachtwoord of gebruik eerst 'Wachtwoord vergeten?'. Daarna kun je ook met Google inloggen.",
  },
  /** POST /api/waitlist with an address that is empty after trimming (spec sections 5 and 8). */
  WAITLIST_EMAIL_REQUIRED: { status: 400, nl: 'Email is verplicht' },
  /** POST /api/waitlist: the address is already on the waitlist (the database's unique violation, 23505). */
  WAITLIST_EMAIL_TAKEN: { status: 409, nl: 'Dit email adres is al aangemeld!' },
  /** POST /api/waitlist: any other failure (the spec's waitlist text, not the generic INTERNAL one). */
  WAITLIST_FAILED: { status: 500, nl: 'Er ging iets mis. Probeer het opnieuw.' },
  /** POST /api/contact: the name is empty after trimming. */
  CONTACT_NAME_REQUIRED: { status: 400, nl: 'Vul je naam in' },
  CONTACT_NAME_TOO_LONG: { status: 400, nl: 'Je naam mag maximaal 120 tekens lang zijn' },
  CONTACT_COMPANY_TOO_LONG: { status: 400, nl: 'De bedrijfsnaam mag maximaal 120 tekens lang zijn' },
  CONTACT_MESSAGE_REQUIRED: { status: 400, nl: 'Schrijf een bericht' },
  CONTACT_MESSAGE_TOO_SHORT: { status: 400, nl: 'Je bericht is te kort (minimaal 10 tekens)' },
  CONTACT_MESSAGE_TOO_LONG: { status: 400, nl: 'Je bericht is te lang (maximaal 5000 tekens)' },
  /** POST /api/contact: any other failure; nothing was stored or sent. */
  CONTACT_FAILED: { status: 500, nl: 'Je bericht kon niet worden verstuurd. Probeer het opnieuw.' },
  /** POST /api/page-events: an event name the server does not count. */
  PAGE_EVENT_UNKNOWN: { status: 400, nl: 'Onbekende gebeurtenis' },
  /** POST /api/page-events: a path that is not a page of the public website. */
  PAGE_PATH_UNKNOWN: { status: 400, nl: 'Onbekende pagina' },
  /* Ad accounts and notes (issue 6). */
  NOTE_ACCOUNT_REQUIRED: { status: 400, nl: 'Account ID is required' },
  NOTE_TITLE_REQUIRED: { status: 400, nl: 'Geef de notitie een titel' },
  NOTE_TITLE_TOO_LONG: { status: 400, nl: 'De titel mag maximaal 200 tekens lang zijn' },
  CLIENT_NAME_TOO_LONG: { status: 400, nl: 'De klantnaam mag maximaal 120 tekens lang zijn' },
  /* Clients and the client portal (issue 19). */
  CLIENT_NAME_REQUIRED: { status: 400, nl: 'Vul de naam van de klant in' },
  CLIENT_NAME_TAKEN: { status: 409, nl: 'Er is al een klant met deze naam' },
  CLIENT_CODE_INVALID: { status: 400, nl: 'Een klantcode bestaat uit 2 tot 6 letters of cijfers, zoals BAKK' },
  CLIENT_CODE_TAKEN: { status: 409, nl: 'Deze klantcode is al in gebruik' },
  CLIENT_COLOR_INVALID: { status: 400, nl: 'Kies een van de kleuren' },
  CLIENT_WEBSITE_INVALID: { status: 400, nl: 'Vul een geldig webadres in, zoals www.bakkerij.nl' },
  CLIENT_KVK_INVALID: { status: 400, nl: 'Een KvK-nummer bestaat uit 8 cijfers' },
  CLIENT_VAT_INVALID: { status: 400, nl: 'Vul een geldig btw-nummer in, zoals NL123456789B01' },
  CLIENT_POSTAL_CODE_INVALID: { status: 400, nl: 'Vul een geldige postcode in, zoals 1234 AB' },
  CLIENT_COUNTRY_INVALID: { status: 400, nl: 'Kies een land uit de lijst' },
  CLIENT_ADDRESS_TOO_LONG: { status: 400, nl: 'Het adres mag maximaal 200 tekens lang zijn' },
  CLIENT_CITY_TOO_LONG: { status: 400, nl: 'De plaats mag maximaal 100 tekens lang zijn' },
  CLIENT_NOTES_TOO_LONG: { status: 400, nl: 'De notities mogen maximaal 5000 tekens lang zijn' },
  CLIENT_MANAGER_UNKNOWN: { status: 400, nl: 'Kies accountmanagers uit de marketeers en beheerders van je team' },
  CLIENT_MANAGERS_TOO_MANY: { status: 400, nl: 'Een klant heeft maximaal 10 accountmanagers' },
  CLIENT_ARCHIVED: { status: 409, nl: 'Deze klant is gearchiveerd. Zet de klant eerst terug.' },
  CLIENT_DELETE_CONFIRM: { status: 400, nl: 'Typ de naam van de klant precies over om te bevestigen' },
  CLIENT_UNKNOWN: { status: 400, nl: 'Kies een klant van dit bedrijf' },
  CLIENT_CONTACT_NAME_REQUIRED: { status: 400, nl: 'Vul de naam van de contactpersoon in' },
  CLIENT_CONTACT_NAME_TOO_LONG: { status: 400, nl: 'De naam mag maximaal 120 tekens lang zijn' },
  CLIENT_CONTACT_ROLE_TOO_LONG: { status: 400, nl: 'De functie mag maximaal 80 tekens lang zijn' },
  CLIENT_CONTACT_PHONE_INVALID: { status: 400, nl: 'Vul een geldig telefoonnummer in, zoals 06 12345678 of +32 470 12 34 56' },
  CLIENT_CONTACT_EMAIL_TAKEN: { status: 409, nl: 'Deze klant heeft al een contactpersoon met dit e-mailadres' },
  CLIENT_CONTACTS_TOO_MANY: { status: 409, nl: 'Een klant heeft maximaal 200 contactpersonen' },
  CLIENT_CONTACT_EMAIL_NEEDED: { status: 400, nl: 'Vul eerst een e-mailadres in om deze contactpersoon uit te nodigen' },
  CLIENT_CONTACT_IS_TEAM_MEMBER: { status: 409, nl: 'Dit e-mailadres hoort bij een teamlid van je bedrijf' },
  CLIENT_CONTACT_ALREADY_ACTIVE: { status: 409, nl: 'Deze contactpersoon heeft al toegang tot het klantportaal' },
  CLIENT_ACCOUNT_LINKED_ELSEWHERE: { status: 409, nl: 'Dit advertentieaccount hoort al bij een andere klant. Bevestig dat je het wilt verplaatsen.' },
  CLIENT_ACCOUNT_MOVE_FORBIDDEN: { status: 403, nl: 'Alleen beheerders en de accountmanagers van de andere klant kunnen dit account verplaatsen' },
  LOGO_INVALID: { status: 400, nl: 'Upload een PNG- of JPEG-afbeelding' },
  LOGO_TOO_LARGE: { status: 413, nl: 'Het logo mag maximaal 1 MB zijn' },
  LOGO_TOO_SMALL: { status: 400, nl: 'Het logo moet minstens 32 × 32 pixels zijn' },
  BRAND_COLOR_INVALID: { status: 400, nl: 'Kies een kleur als #RRGGBB, zoals #1F6FEB' },
  CAMPAIGN_NAME_TOO_LONG: { status: 400, nl: 'De campagnenaam mag maximaal 200 tekens lang zijn' },
  COMMENT_REQUIRED: { status: 400, nl: 'Schrijf een reactie' },
  COMMENT_TOO_LONG: { status: 400, nl: 'Je reactie mag maximaal 4000 tekens lang zijn' },
  /* Conversations and @mentions (issue 18). */
  COMMENT_NOT_OWN: { status: 403, nl: 'Je kunt alleen je eigen reacties bewerken' },
  MENTION_NOT_COLLEAGUE: { status: 400, nl: 'Je kunt alleen marketeers en beheerders van dit bedrijf noemen' },
  MENTION_CANNOT_SEE: { status: 400, nl: '{{name}} kan deze checklist niet zien. Deel hem eerst of noem iemand anders.' },
  MENTION_CLIENT_CANNOT_SEE: {
    status: 400,
    nl: '{{name}} (klant) kan deze opmerking niet zien: ze is intern of deze versie is nog niet met de klant gedeeld.',
  },
  MENTIONS_TOO_MANY: { status: 400, nl: 'Je kunt maximaal 20 mensen in één bericht noemen' },
  ASSIGNEES_TOO_MANY: { status: 400, nl: "Je kunt maximaal 20 collega's toewijzen" },
  ASSIGNEE_NOT_COLLEAGUE: { status: 400, nl: 'Je kunt alleen marketeers en beheerders van dit bedrijf toewijzen' },
  ACCOUNT_PLATFORM_REQUIRED: { status: 400, nl: 'Kies Facebook of Google' },
  ACCOUNT_ID_REQUIRED: { status: 400, nl: 'Vul het account-ID in' },
  ACCOUNT_ID_INVALID: { status: 400, nl: 'Een account-ID bestaat uit cijfers, zoals 1234567890 (act_ en streepjes mogen)' },
  ACCOUNT_NAME_REQUIRED: { status: 400, nl: 'Vul de naam van het account in' },
  ACCOUNT_NAME_TOO_LONG: { status: 400, nl: 'De naam mag maximaal 200 tekens lang zijn' },
  ACCOUNT_CURRENCY_INVALID: { status: 400, nl: 'Gebruik een valutacode van 3 letters, zoals EUR' },
  ACCOUNT_EXISTS: { status: 409, nl: 'Dit account bestaat al in de werkplek' },
  ACCOUNT_NAME_FROM_PLATFORM: { status: 409, nl: 'De naam van een gesynchroniseerd account komt van het platform en kan hier niet worden gewijzigd' },
  /** DELETE /api/accounts/:id by a marketeer while a note on the account is not theirs (it would go with it). */
  ACCOUNT_HAS_FOREIGN_NOTES: { status: 403, nl: "Op dit account staan notities van collega's. Alleen een beheerder kan het verwijderen." },
  AD_SYNC_FAILED: { status: 502, nl: 'Fout bij synchroniseren van accounts' },
  AD_SYNC_TOKEN_EXPIRED: { status: 502, nl: 'De koppeling met {{platform}} is verlopen. Koppel opnieuw via Instellingen → Koppelingen.' },
  AD_SYNC_PERMISSION: { status: 502, nl: '{{platform}} geeft geen toegang tot de advertentieaccounts. Controleer de rechten van de gekoppelde gebruiker.' },
  AD_SYNC_RATE_LIMITED: { status: 502, nl: '{{platform}} vraagt ons even te wachten. Probeer het over een paar minuten opnieuw.' },
  AD_SYNC_UNAVAILABLE: { status: 502, nl: '{{platform}} is nu niet bereikbaar. Probeer het later opnieuw.' },
  AD_PLATFORM_NOT_CONFIGURED: { status: 503, nl: '{{platform}} is niet ingesteld voor deze werkplek' },
  AD_PLATFORM_CONNECT_FAILED: { status: 400, nl: 'Koppelen met {{platform}} is mislukt. Probeer het opnieuw.' },
  AD_PLATFORM_CONNECT_CANCELLED: { status: 400, nl: 'Je hebt het koppelen met {{platform}} geannuleerd.' },
  AD_PLATFORM_REPLACE_FORBIDDEN: { status: 403, nl: 'De koppeling met {{platform}} werkt nog. Alleen een beheerder of wie hem maakte kan hem vervangen.' },
  /* Checklists (issue 7). */
  CHECKLIST_NO_COMPANY: { status: 409, nl: 'Geen bedrijf gevonden om checklist aan te maken' },
  CHECKLIST_TITLE_REQUIRED: { status: 400, nl: 'Geef de checklist een titel' },
  CHECKLIST_TITLE_TOO_LONG: { status: 400, nl: 'De titel mag maximaal 200 tekens lang zijn' },
  CHECKLIST_ITEM_REQUIRED: { status: 400, nl: 'Vul de taak in' },
  CHECKLIST_ITEM_TOO_LONG: { status: 400, nl: 'Een taak mag maximaal 500 tekens lang zijn' },
  CHECKLIST_ITEMS_TOO_MANY: { status: 400, nl: 'Een checklist kan maximaal 200 taken hebben' },
  CHECKLIST_ACCOUNT_UNKNOWN: { status: 400, nl: 'Kies een advertentieaccount van dit bedrijf' },
  CHECKLIST_REFRESH_INVALID: { status: 400, nl: 'Controleer de herhaalinstellingen (interval, dag en tijd)' },
  CHECKLIST_DEADLINE_INVALID: { status: 400, nl: 'Vul een geldige deadline in' },
  CHECKLIST_SHARE_NOT_COLLEAGUE: { status: 400, nl: 'Je kunt alleen delen met marketeers en beheerders van dit bedrijf' },
  CHECKLIST_SHARES_TOO_MANY: { status: 400, nl: "Je kunt een checklist met maximaal 50 collega's delen" },
  CHECKLIST_ORDER_STALE: { status: 409, nl: 'De checklist is intussen gewijzigd. Probeer het opnieuw.' },
  CHECKLIST_TEMPLATE_NO_TICK: { status: 400, nl: 'Een template kun je niet afvinken' },
  /* Calendar (issue 20). */
  CALENDAR_TITLE_REQUIRED: { status: 400, nl: 'Vul een titel in' },
  CALENDAR_TITLE_TOO_LONG: { status: 400, nl: 'Een titel mag maximaal 200 tekens lang zijn' },
  CALENDAR_DESCRIPTION_TOO_LONG: { status: 400, nl: 'De beschrijving mag maximaal 5000 tekens lang zijn' },
  CALENDAR_LOCATION_TOO_LONG: { status: 400, nl: 'De locatie mag maximaal 200 tekens lang zijn' },
  CALENDAR_TIME_INVALID: { status: 400, nl: 'Vul een geldige datum en tijd in' },
  CALENDAR_END_BEFORE_START: { status: 400, nl: 'Het einde moet na het begin liggen' },
  CALENDAR_TOO_LONG: { status: 400, nl: 'Een afspraak duurt maximaal 31 dagen' },
  CALENDAR_TIME_ZONE_INVALID: { status: 400, nl: 'Kies een bestaande tijdzone, zoals Europe/Amsterdam' },
  CALENDAR_KIND_INVALID: { status: 400, nl: 'Kies het soort afspraak: intern, klantafspraak of contactmoment' },
  CALENDAR_CLIENT_REQUIRED: { status: 400, nl: 'Kies de klant met wie je deze afspraak deelt' },
  CALENDAR_CONTACT_TYPE_REQUIRED: { status: 400, nl: 'Kies hoe je contact opneemt: telefoon, WhatsApp, e-mail of chat' },
  CALENDAR_PRIORITY_INVALID: { status: 400, nl: 'Kies een prioriteit: laag, normaal, hoog of urgent' },
  CALENDAR_PHONE_INVALID: { status: 400, nl: 'Vul een geldig telefoonnummer in, zoals 06 12345678 of +32 470 12 34 56' },
  CALENDAR_PHONE_REQUIRED: { status: 400, nl: 'Vul een telefoonnummer in om te bellen of te appen' },
  CALENDAR_EMAIL_INVALID: { status: 400, nl: 'Vul een geldig e-mailadres in, zoals naam@bedrijf.nl' },
  CALENDAR_EMAIL_REQUIRED: { status: 400, nl: 'Vul een e-mailadres in om te mailen' },
  CALENDAR_CONTACT_TEXT_TOO_LONG: { status: 400, nl: 'Maximaal 120 tekens' },
  CALENDAR_CONTACT_UNKNOWN: { status: 400, nl: 'Kies een contactpersoon van de gekozen klant' },
  CALENDAR_REMINDER_INVALID: { status: 400, nl: 'Een herinnering ligt tussen 0 minuten en 4 weken (40.320 minuten) voor het begin' },
  CALENDAR_REMINDERS_TOO_MANY: { status: 400, nl: 'Maximaal 5 herinneringen per afspraak' },
  CALENDAR_REMINDER_DUPLICATE: { status: 400, nl: 'Deze herinnering staat er al' },
  RECURRENCE_END_REQUIRED: { status: 400, nl: 'Kies wanneer de herhaling eindigt' },
  RECURRENCE_TOO_LONG: { status: 400, nl: 'Een herhaling loopt maximaal 5 jaar' },
  RECURRENCE_UNTIL_BEFORE_START: { status: 400, nl: 'De herhaling moet eindigen op of na de eerste keer' },
  RECURRENCE_DAYS_INVALID: { status: 400, nl: 'Kies de dagen waarop de afspraak terugkomt' },
  RECURRENCE_INTERVAL_INVALID: { status: 400, nl: 'Herhaal elke 1 tot 99 dagen, weken of maanden' },
  CALENDAR_OWNER_UNKNOWN: { status: 400, nl: 'Kies een collega uit je team' },
  CALENDAR_EVENT_CHANGED: { status: 409, nl: 'Deze afspraak is intussen door iemand anders gewijzigd. Bekijk de nieuwe versie en probeer het opnieuw.' },
  CALENDAR_RANGE_INVALID: { status: 400, nl: 'Kies een periode van maximaal 62 dagen' },
  CALENDAR_OCCURRENCE_UNKNOWN: { status: 404, nl: 'Deze keer van de herhaling bestaat niet (meer)' },
  CALENDAR_SCOPE_REQUIRED: { status: 400, nl: 'Kies of je alleen deze, deze en volgende of alle keren wijzigt' },
  CALENDAR_OUTCOME_NOT_OWNER: { status: 403, nl: 'Alleen de eigenaar van dit contactmoment legt de uitkomst vast' },
  CALENDAR_OUTCOME_NOT_DUE: { status: 409, nl: 'Je legt de uitkomst vast als het contactmoment voorbij is' },
  CALENDAR_FOLLOW_UP_DAYS_INVALID: { status: 400, nl: 'Kies opvolgen over 1 tot 365 dagen' },
  CALENDAR_SLOT_TAKEN: { status: 409, nl: 'Dit tijdstip is niet meer vrij. Kies een ander moment.' },
  CALENDAR_MANAGER_UNKNOWN: { status: 400, nl: 'Kies een van je accountmanagers' },
  CALENDAR_DURATION_INVALID: { status: 400, nl: 'Kies 30 of 60 minuten' },
  CALENDAR_RESPONSE_CLOSED: { status: 409, nl: 'Op deze afspraak kun je niet meer reageren' },
  CALENDAR_FEED_UNKNOWN: { status: 404, nl: 'Deze agenda-link is ingetrokken of bestaat niet' },
  CALENDAR_WORK_HOURS_INVALID: { status: 400, nl: 'Vul werktijden in zoals 09:00 tot 17:00, met het einde na het begin' },
  CALENDAR_WORK_DAYS_INVALID: { status: 400, nl: 'Kies minstens één werkdag' },
  CALENDAR_MESSAGE_TOO_LONG: { status: 400, nl: 'Een bericht mag maximaal 1000 tekens lang zijn' },
  CALENDAR_REASON_TOO_LONG: { status: 400, nl: 'Een reden mag maximaal 500 tekens lang zijn' },
  CALENDAR_REASON_NOT_DECLINED: { status: 400, nl: 'Een reden geef je alleen als je de afspraak afwijst' },
  CALENDAR_NOT_YOUR_REQUEST: { status: 403, nl: 'Je annuleert alleen een afspraak die je zelf hebt aangevraagd en die nog niet is begonnen' },
  /* Text rules of every field (issue 16, common/rules/safe-text.ts). */
  /** Control characters (NUL and the like) or a lone surrogate: refused in any text the API receives. */
  TEXT_INVALID_CHARACTERS: { status: 400, nl: 'Dit veld bevat tekens die niet zijn toegestaan.' },
  /** Bidirectional override or isolate characters in a one-line name or title (visual spoofing). */
  TEXT_BIDI_CONTROL: { status: 400, nl: 'Dit veld bevat onzichtbare tekens die de leesrichting omdraaien. Haal ze weg.' },
  /** A date or date-time field outside dateBounds (common/schemas/dates.ts). */
  DATE_OUT_OF_RANGE: { status: 400, nl: 'Kies een datum tussen 1900 en 2999' },
  /** GET /api/search with a `q` that is not one text (e.g. given twice). */
  SEARCH_QUERY_INVALID: { status: 400, nl: 'Typ een zoekterm.' },
  SEARCH_QUERY_TOO_LONG: { status: 400, nl: 'Een zoekterm mag maximaal 100 tekens lang zijn.' },
  /** GET /api/search with unknown `kinds` or a `limit` outside 1–20 (the palette never sends them). */
  SEARCH_OPTIONS_INVALID: { status: 400, nl: 'Deze zoekopties kloppen niet.' },
  // ---- forms: the builder's schema (common/forms/form-schema.ts)
  FORM_FIELD_ID_INVALID: { status: 400, nl: 'Een veld-id bestaat uit kleine letters, cijfers en _ en begint met een letter.' },
  FORM_FIELD_ID_DUPLICATE: { status: 400, nl: 'Twee velden hebben dezelfde id.' },
  FORM_FIELD_LABEL_REQUIRED: { status: 400, nl: 'Geef dit veld een vraag of titel.' },
  FORM_FIELD_LABEL_TOO_LONG: { status: 400, nl: 'Een vraag mag maximaal 300 tekens lang zijn.' },
  FORM_FIELD_HELP_TOO_LONG: { status: 400, nl: 'Een hulptekst mag maximaal 1000 tekens lang zijn.' },
  FORM_OPTION_LABEL_REQUIRED: { status: 400, nl: 'Geef elke keuzemogelijkheid een tekst.' },
  FORM_OPTIONS_REQUIRED: { status: 400, nl: 'Voeg minstens één keuzemogelijkheid toe.' },
  FORM_OPTIONS_DUPLICATE: { status: 400, nl: 'Twee keuzemogelijkheden hebben dezelfde waarde.' },
  FORM_FIELD_LIMITS_INVALID: { status: 400, nl: 'Het minimum is groter dan het maximum.' },
  FORM_CONDITION_FIELD_INVALID: { status: 400, nl: 'Een voorwaarde kan alleen naar een eerder veld met een antwoord verwijzen.' },
  FORM_HIDDEN_PARAM_INVALID: { status: 400, nl: 'Een linkparameter bestaat uit letters, cijfers, - en _ (maximaal 40).' },
  FORM_PAGE_ID_DUPLICATE: { status: 400, nl: "Twee pagina's hebben dezelfde id." },
  FORM_TOO_MANY_FIELDS: { status: 400, nl: 'Een formulier heeft maximaal 200 velden.' },
  // ---- forms: the team's forms API (server/features/forms)
  FORM_TITLE_REQUIRED: { status: 400, nl: 'Geef het formulier een titel.' },
  FORM_TITLE_TOO_LONG: { status: 400, nl: 'Een titel mag maximaal 200 tekens lang zijn.' },
  FORM_DESCRIPTION_TOO_LONG: { status: 400, nl: 'Een omschrijving mag maximaal 2000 tekens lang zijn.' },
  FORM_TEMPLATE_UNKNOWN: { status: 400, nl: 'Dit sjabloon bestaat niet.' },
  FORM_SCHEMA_INVALID: { status: 400, nl: 'Het formulier klopt nog niet. Controleer de gemarkeerde velden.' },
  FORM_SETTINGS_INVALID: { status: 400, nl: 'Deze instelling klopt niet.' },
  FORM_COPY_FIELD_INVALID: { status: 400, nl: 'Kies een e-mailveld van dit formulier voor de kopie per mail.' },
  FORM_CHANGED_ELSEWHERE: { status: 409, nl: 'Dit formulier is intussen door iemand anders gewijzigd. Laad het opnieuw om verder te gaan.' },
  FORM_ARCHIVED: { status: 409, nl: 'Dit formulier is gearchiveerd. Zet het eerst terug om het te wijzigen.' },
  FORM_NOT_PUBLISHED: { status: 409, nl: 'Publiceer het formulier voordat je het verstuurt.' },
  FORM_NO_CHANGES: { status: 409, nl: 'Er zijn geen wijzigingen om te publiceren.' },
  FORM_EMPTY: { status: 400, nl: 'Voeg minstens één vraag toe voordat je publiceert.' },
  FORM_SEND_NO_CLIENTS: { status: 400, nl: 'Kies minstens één klant.' },
  FORM_SEND_TOO_MANY_CLIENTS: { status: 400, nl: 'Verstuur een formulier naar maximaal 50 klanten tegelijk.' },
  FORM_DEADLINE_INVALID: { status: 400, nl: 'Kies een geldige deadline.' },
  FORM_DEADLINE_PAST: { status: 400, nl: 'Kies een deadline in de toekomst.' },
  FORM_NOTE_REQUIRED: { status: 400, nl: 'Schrijf een notitie.' },
  FORM_NOTE_TOO_LONG: { status: 400, nl: 'Een notitie mag maximaal 5000 tekens lang zijn.' },
  FORM_NOT_AD_BRIEF: { status: 409, nl: 'Alleen van een advertentiebriefing maak je een checklist.' },
  FORM_CHECKLIST_TEMPLATE_UNKNOWN: { status: 400, nl: 'Kies een checklist-sjabloon van je bedrijf.' },
  // ---- files (server/features/files): uploads and downloads
  /** `{{maxMb}}`: the purpose's limit in MB. */
  FILE_TOO_LARGE: { status: 413, nl: 'Dit bestand is te groot. Het maximum is {{maxMb}} MB.' },
  FILE_TYPE_REFUSED: { status: 415, nl: 'Dit type bestand is hier niet toegestaan.' },
  FILE_EMPTY: { status: 400, nl: 'Dit bestand is leeg.' },
  /** `{{minWidth}}`: the purpose's minimum width in pixels. */
  FILE_IMAGE_TOO_SMALL: { status: 400, nl: 'Deze afbeelding is te klein. Ze moet minstens {{minWidth}} pixels breed zijn.' },
  FILE_IMAGE_TOO_LARGE: { status: 400, nl: 'Deze afbeelding heeft te veel pixels om te verwerken.' },
  FILE_IMAGE_UNREADABLE: { status: 415, nl: 'Deze afbeelding kan niet worden gelezen.' },
  FILE_METADATA_INVALID: { status: 400, nl: 'De gegevens bij dit bestand kloppen niet.' },
  FILE_PURPOSE_UNKNOWN: { status: 400, nl: 'Hier kun je geen bestanden uploaden.' },
  FILE_UPLOAD_INCOMPLETE: { status: 409, nl: 'Het uploaden is niet afgemaakt. Probeer het opnieuw.' },
  FILE_NOT_FOUND: { status: 404, nl: 'Dit bestand bestaat niet (meer).' },
  FILE_LINK_EXPIRED: { status: 410, nl: 'Deze downloadlink is verlopen. Open het bestand opnieuw.' },
  FILE_STORAGE_FAILED: { status: 503, nl: 'Het bestand kon niet worden opgeslagen. Probeer het later opnieuw.' },
  FORM_ANSWER_REQUIRED: { status: 400, nl: 'Dit veld is verplicht.' },
  FORM_ANSWER_INVALID: { status: 400, nl: 'Dit antwoord past niet bij deze vraag.' },
  FORM_ANSWER_TOO_LONG: { status: 400, nl: 'Dit antwoord is te lang.' },
  FORM_ANSWER_TOO_SHORT: { status: 400, nl: 'Dit antwoord is te kort.' },
  FORM_ANSWER_EMAIL_INVALID: { status: 400, nl: 'Vul een geldig e-mailadres in.' },
  FORM_ANSWER_PHONE_INVALID: { status: 400, nl: 'Vul een geldig telefoonnummer in.' },
  FORM_ANSWER_NUMBER_INVALID: { status: 400, nl: 'Vul een geldig getal in.' },
  FORM_ANSWER_TOO_LOW: { status: 400, nl: 'Dit antwoord is lager dan toegestaan.' },
  FORM_ANSWER_TOO_HIGH: { status: 400, nl: 'Dit antwoord is hoger dan toegestaan.' },
  FORM_ANSWER_DATE_INVALID: { status: 400, nl: 'Vul een geldige datum in.' },
  FORM_ANSWER_CHOICE_INVALID: { status: 400, nl: 'Kies een van de mogelijkheden.' },
  FORM_ANSWER_TOO_FEW_CHOICES: { status: 400, nl: 'Kies meer mogelijkheden.' },
  FORM_ANSWER_TOO_MANY_CHOICES: { status: 400, nl: 'Kies minder mogelijkheden.' },
  FORM_ANSWER_TOO_MANY_FILES: { status: 400, nl: 'Je hebt te veel bestanden toegevoegd.' },
  FORM_ANSWER_FILE_INVALID: { status: 400, nl: 'Dit bestand kan hier niet worden gebruikt.' },
  FORM_ANSWER_FILE_TOO_LARGE: { status: 400, nl: 'Dit bestand is te groot.' },
  FORM_ANSWER_IMAGE_TOO_SMALL: { status: 400, nl: 'Een afbeelding moet minstens 600 pixels breed zijn.' },
  FORM_ANSWER_URL_INVALID: { status: 400, nl: 'Vul een geldig webadres in dat begint met http:// of https://.' },
  FORM_ANSWER_SCHEDULE_INVALID: { status: 400, nl: 'De einddatum ligt voor de startdatum.' },
  FORM_ANSWER_AGE_INVALID: { status: 400, nl: 'Kies leeftijden tussen 13 en 65, de laagste eerst.' },
  FORM_ANSWERS_INVALID: { status: 400, nl: 'Controleer de gemarkeerde vragen.' },
  FORM_DRAFT_CHANGED_ELSEWHERE: { status: 409, nl: 'Je antwoorden zijn ergens anders ook bewerkt. We hebben de nieuwste versie geladen.' },
  FORM_ALREADY_SUBMITTED: { status: 409, nl: 'Je hebt dit formulier al ingediend.' },
  FORM_CLOSED: { status: 410, nl: 'Dit formulier is gesloten en neemt geen antwoorden meer aan.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    nl: 'Database verbinding mislukt. Start Docker en Supabase voor volledige functionaliteit.',
  },
  INTERNAL: { status: 500, nl: 'Er is iets misgegaan' },
  // ---- creative review (server/features/creatives)
  CREATIVE_NAME_REQUIRED: { status: 400, nl: 'Geef de creative een naam.' },
  CREATIVE_NAME_TOO_LONG: { status: 400, nl: 'Een naam mag maximaal 200 tekens lang zijn.' },
  CREATIVE_CAMPAIGN_TOO_LONG: { status: 400, nl: 'Een campagnenaam mag maximaal 200 tekens lang zijn.' },
  CREATIVE_CLIENT_REQUIRED: { status: 400, nl: 'Kies een klant.' },
  CREATIVE_FILE_REQUIRED: { status: 400, nl: 'Voeg een bestand toe.' },
  CREATIVE_DUE_INVALID: { status: 400, nl: 'Kies een geldige deadline.' },
  CREATIVE_COMMENT_REQUIRED: { status: 400, nl: 'Schrijf een opmerking.' },
  CREATIVE_COMMENT_TOO_LONG: { status: 400, nl: 'Een opmerking mag maximaal 5000 tekens lang zijn.' },
  CREATIVE_DECISION_COMMENT_TOO_LONG: { status: 400, nl: 'Een toelichting mag maximaal 2000 tekens lang zijn.' },
  CREATIVE_DECISION_COMMENT_REQUIRED: { status: 400, nl: 'Schrijf wat er moet veranderen.' },
  CREATIVE_VERSION_NOTE_TOO_LONG: { status: 400, nl: 'Een toelichting mag maximaal 1000 tekens lang zijn.' },
  CREATIVE_ANNOTATION_INVALID: { status: 400, nl: 'Deze markering klopt niet. Teken haar opnieuw.' },
  CREATIVE_ANNOTATION_LIMIT: { status: 400, nl: 'Deze versie heeft het maximum aantal markeringen bereikt.' },
  CREATIVE_CHANGED_ELSEWHERE: { status: 409, nl: 'Deze creative is intussen door iemand anders gewijzigd. Laad haar opnieuw om verder te gaan.' },
  CREATIVE_NOT_IN_REVIEW: { status: 409, nl: 'Deze creative wacht niet (meer) op een beoordeling.' },
  CREATIVE_NOT_YOUR_STEP: { status: 403, nl: 'Deze stap van de beoordeling is niet aan jou.' },
  CREATIVE_VERSION_OUTDATED: { status: 409, nl: 'Er is intussen een nieuwere versie. Bekijk die eerst.' },
  CREATIVE_CANNOT_REVIEW: { status: 409, nl: 'Deze creative kan nu niet naar review.' },
  CREATIVE_NOT_APPROVED: { status: 409, nl: 'Alleen een goedgekeurde creative kan live.' },
  CREATIVE_HAS_DECISIONS: { status: 409, nl: 'Een creative met beslissingen kan niet worden verwijderd.' },
  CREATIVE_TOO_MANY: { status: 400, nl: 'Stuur maximaal 200 creatives tegelijk.' },
  CREATIVE_VIDEO_UNREADABLE: { status: 415, nl: 'Deze video kan niet worden gelezen. Is hij volledig geüpload?' },
  CREATIVE_PDF_UNREADABLE: { status: 415, nl: 'Deze pdf kan niet worden gelezen.' },
  /** `{{maxPages}}`: the limit. */
  CREATIVE_PDF_TOO_MANY_PAGES: { status: 400, nl: "Deze pdf heeft te veel pagina's. Het maximum is {{maxPages}}." },
  CREATIVE_REVIEW_LINK_INVALID: { status: 404, nl: 'Deze link klopt niet of is ingetrokken.' },
  CREATIVE_REVIEW_LINK_EXPIRED: { status: 410, nl: 'Deze link is verlopen. Vraag een nieuwe aan.' },
  CREATIVE_REVIEW_LINK_USED: { status: 409, nl: 'Met deze link is al een beslissing genomen.' },
  CREATIVE_REVIEW_LINKS_OFF: { status: 409, nl: 'Beoordelen via een e-maillink staat uit voor deze klant.' },
  CREATIVE_IMPORT_NOT_CONFIGURED: { status: 503, nl: '{{source}} is niet ingesteld voor deze werkplek.' },
  CREATIVE_IMPORT_FAILED: { status: 502, nl: 'Importeren uit {{source}} is mislukt. Probeer het opnieuw.' },
  CREATIVE_IMPORT_CANCELLED: { status: 400, nl: 'Je hebt het koppelen met {{source}} geannuleerd.' },
  CREATIVE_IMPORT_NOT_CONNECTED: { status: 409, nl: '{{source}} is niet (meer) gekoppeld. Koppel het opnieuw.' },
  CREATIVE_IMPORT_CONNECT_FAILED: { status: 400, nl: 'Het koppelen met {{source}} is niet gelukt of duurde te lang. Begin opnieuw.' },
  CREATIVE_IMPORT_TIMEOUT: { status: 504, nl: '{{source}} had het bestand niet op tijd klaar. Probeer het opnieuw.' },
  CREATIVE_IMPORT_LINK_INVALID: { status: 400, nl: 'Plak een link naar een bestand in Google Drive.' },
} as const satisfies Record<string, { status: number; nl: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export const errorCodes = Object.keys(errorCatalog) as ErrorCode[];

/** Values for a message's `{{name}}` placeholders. */
export type ErrorParams = Record<string, string | number>;

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; params?: ErrorParams };
}

/** Fills a catalog message's `{{name}}` placeholders (the web app's i18next does the same). */
export function formatErrorMessage(code: ErrorCode, params?: ErrorParams): string {
  const text: string = errorCatalog[code].nl;
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in errorCatalog;
}
