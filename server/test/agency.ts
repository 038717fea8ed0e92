/**
 * An agency for tests that compare what each role sees: a company with an admin, two marketeers
 * (Sanne and Mark) and a client user, each signed in. Two agencies side by side give the
 * other-company cases of scoping tests.
 */
import { createUser, type CreateUserOptions, type TestUser } from './factories.js';
import { logInAs, type TestApp } from './test-app.js';

export interface TestAgency {
  label: string;
  admin: TestUser;
  sanne: TestUser;
  mark: TestUser;
  client: TestUser;
  /** Session tokens (the `sid` cookie) of each. */
  tokens: { admin: string; sanne: string; mark: string; client: string };
}

/** `sanne` takes extra user options (e.g. a name or address a search test looks for). */
export async function createAgency(
  t: Pick<TestApp, 'app' | 'db'>,
  label: string,
  options: { sanne?: Pick<CreateUserOptions, 'name' | 'email'> } = {},
): Promise<TestAgency> {
  const admin = await createUser(t.db, { role: 'admin', name: `Eva ${label}` });
  const sanne = await createUser(t.db, { company: admin.company, name: `Sanne ${label}`, ...options.sanne });
  const mark = await createUser(t.db, { company: admin.company, name: `Mark ${label}` });
  const client = await createUser(t.db, { isClient: true, company: admin.company, name: `Klaas ${label}` });
  const tokens = {
    admin: await logInAs(t.app, admin),
    sanne: await logInAs(t.app, sanne),
    mark: await logInAs(t.app, mark),
    client: await logInAs(t.app, client),
  };
  return { label, admin, sanne, mark, client, tokens };
}
