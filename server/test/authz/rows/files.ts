/**
 * Matrix rows of stored files (/api/files/*, issue 35). An upload's purpose decides who may upload
 * (here the tests' own purpose: any signed-in member); an unfinished upload and an unattached
 * file are their uploader's alone; an attached file is read by whoever may read its object (here:
 * the team of its company). A creative version's file and its preview picture (issue 36) are read
 * by the creative's readers: its team, and once shared, the client user of its client. Anyone
 * else gets 404, as if there were no such file.
 */
import { personalObject, signedIn, teamObject, type Expectations } from '../expectations.js';
import { row, variant, type RouteTable } from '../route-row.js';
import { registerTestFileKinds, uploadMetadata } from '../../../features/files/test-kit.js';
import { creativeFile, sharedCreative } from '../targets/creatives.js';
import { attachedFile, pendingUpload, unattachedFile } from '../targets/files.js';

const tus = { 'tus-resumable': '1.0.0' };

/** The uploader only; anonymous and everyone else 404 (the upload's URL is all an anonymous uploader has). */
const uploaderOnly = (outcome: number): Expectations => ({ ...personalObject(outcome, 404), anonymous: 404 });

/** Read through the object the file belongs to: the team of its company; clients and outsiders 404. */
const teamReadsFile: Expectations = {
  anonymous: 401,
  client: { own: 404, foreign: 404 },
  marketeer: { own: 200, foreign: 404 },
  admin: { own: 200, foreign: 404 },
  otherCompany: 404,
};

/** A creative version's file once shared with the client: also the client user of its client (own); another client's 404. */
const sharedCreativeFile: Expectations = { ...teamObject(200), client: { own: 200, colleague: 404, foreign: 404 } };

export const fileRows: RouteTable = {
  'POST /api/files/tus': row({
    request: ({ w }) => {
      registerTestFileKinds(w.app);
      return { headers: { ...tus, 'upload-length': '10', 'upload-metadata': uploadMetadata({ filename: 'a.png', purpose: 'test_upload' }) } };
    },
    expect: signedIn(201),
  }),
  'HEAD /api/files/tus/:id': row({ target: pendingUpload, request: ({ t }) => ({ params: { id: t.id }, headers: tus }), expect: uploaderOnly(200) }),
  'PATCH /api/files/tus/:id': row({
    target: pendingUpload,
    fresh: true,
    request: ({ t }) => ({
      params: { id: t.id },
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      body: Buffer.alloc(5, 1),
    }),
    expect: uploaderOnly(204),
  }),
  'DELETE /api/files/tus/:id': row({
    target: pendingUpload,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, headers: tus }),
    expect: uploaderOnly(204),
  }),
  'GET /api/files/uploads/:id': row({
    target: unattachedFile,
    request: ({ t }) => ({ params: { id: t.id } }),
    expect: { ...personalObject(200, 404), anonymous: 401 },
  }),
  'GET /api/files/:id': row({ target: attachedFile, request: ({ t }) => ({ params: { id: t.id } }), expect: teamReadsFile }),
  // A creative's preview picture is read like the file itself (here a draft's: the team's).
  'GET /api/files/:id/preview': row({ target: creativeFile, request: ({ t }) => ({ params: { id: t.id } }), expect: teamReadsFile }),
  'GET /api/files/:id <a shared creative version>': variant(
    'GET /api/files/:id',
    row({ target: sharedCreative, request: ({ t }) => ({ params: { id: t.fileId } }), expect: sharedCreativeFile }),
  ),
  'GET /api/files/:id/preview <a shared creative version>': variant(
    'GET /api/files/:id/preview',
    row({ target: sharedCreative, request: ({ t }) => ({ params: { id: t.fileId } }), expect: sharedCreativeFile }),
  ),
  'GET /api/files/:id/link': row({ target: attachedFile, request: ({ t }) => ({ params: { id: t.id } }), expect: teamReadsFile }),
};
