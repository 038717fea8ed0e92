/**
 * Stored files the matrix asks about (issue 35): uploaded through tus by their owner with the
 * tests' own purpose, then attached to an object of the tests' own owner type (readable by the
 * team of the file's company), left unattached, or left unfinished.
 */
import { testOwnerType, pngBytes, registerTestFileKinds, tusCreate, uploadOk } from '../../../features/files/test-kit.js';
import type { Target } from '../target.js';
import type { Person, World } from '../world.js';

async function upload(w: World, owner: Person): Promise<string> {
  registerTestFileKinds(w.app);
  return uploadOk(w.app, { sid: owner.sid, filename: `bestand van ${owner.label}.png`, bytes: await pngBytes() });
}

/** A file attached to an object of the owner's company (the team may read it; clients may not). */
export const attachedFile: Target<{ id: string }> = {
  name: 'stored file',
  ownership: 'company',
  async make(w, owner) {
    const id = await upload(w, owner);
    await w.db.transaction((tx) =>
      w.app.files.attachFiles(tx, { companyId: owner.company.id, fileIds: [id], ownerType: testOwnerType, ownerId: crypto.randomUUID(), uploaderId: owner.user.id }),
    );
    return { id };
  },
  ids: (t) => [t.id],
};

/** A finished upload not attached to anything yet: only its uploader reads it. */
export const unattachedFile: Target<{ id: string }> = {
  name: 'unattached file',
  ownership: 'personal',
  make: async (w, owner) => ({ id: await upload(w, owner) }),
  ids: (t) => [t.id],
};

/** A tus upload of 10 bytes with none sent yet. */
export const pendingUpload: Target<{ id: string }> = {
  name: 'unfinished upload',
  ownership: 'personal',
  async make(w, owner) {
    registerTestFileKinds(w.app);
    const created = await tusCreate(w.app, { sid: owner.sid, filename: 'half.png', length: 10 });
    if (created.statusCode !== 201) throw new Error(`making an upload: ${created.statusCode} ${created.body}`);
    return { id: (created.headers.location as string).split('/').pop()! };
  },
  ids: (t) => [t.id],
};
