/**
 * Importing creatives from Canva and Google Drive (issue 36), for the import dialog and the
 * /canva/callback page: which sources are set up and connected for this person, connecting
 * (start → the provider's page → back), the designs and files to pick from, and an import, which
 * answers the stored file (unattached) to make a creative or a new version of. The connections
 * are the person's own (not the company's), so everything lives under `['creative-imports']`.
 *
 * Errors the dialog shows with useErrorText: CREATIVE_IMPORT_NOT_CONFIGURED (503, the source is
 * not set up on the server), CREATIVE_IMPORT_NOT_CONNECTED (409, connect first or again: the
 * status is read again), CREATIVE_IMPORT_FAILED (502), CREATIVE_IMPORT_TIMEOUT (504),
 * CREATIVE_IMPORT_LINK_INVALID (a pasted Drive link), FILE_TYPE_REFUSED / FILE_TOO_LARGE / … (the
 * file itself), all with `{{source}}` filled by the server.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CanvaCallbackBody,
  CanvaDesignsResponse,
  CanvaImportBody,
  CreativeImportSource,
  CreativeImportsResponse,
  CreativeImportStartResponse,
  DriveFilesResponse,
  ImportedFileResponse,
} from '../../../../../common/schemas/creative-imports';
import type { FileMeta } from '../../../../../common/schemas/files';
import { apiRequest, isApiError } from '../../../lib/api-client';

const base = '/api/creatives/imports';

export const creativeImportsKey = ['creative-imports'] as const;
export const creativeImportStatusKey = ['creative-imports', 'status'] as const;
export const canvaDesignsKey = (query: string) => ['creative-imports', 'canva', 'designs', query] as const;
export const driveFilesKey = ['creative-imports', 'drive', 'files'] as const;

// ---------------------------------------------------------------- fetchers

/** GET /api/creatives/imports: every source, whether it is set up and whether this person connected it. */
export async function getCreativeImports(signal?: AbortSignal): Promise<CreativeImportsResponse['sources']> {
  return (await apiRequest<CreativeImportsResponse>(base, signal ? { signal } : {})).sources;
}

/** GET /api/creatives/imports/:source/start: the provider's page to send the browser to. */
export async function startCreativeImport(source: CreativeImportSource): Promise<string> {
  return (await apiRequest<CreativeImportStartResponse>(`${base}/${source}/start`)).authorizeUrl;
}

/** POST /api/creatives/imports/canva/callback: what Canva put on /canva/callback (code or error, and state). */
export async function finishCanvaConnection(body: CanvaCallbackBody): Promise<CreativeImportsResponse['sources']> {
  return (await apiRequest<CreativeImportsResponse>(`${base}/canva/callback`, { method: 'POST', body })).sources;
}

/** DELETE /api/creatives/imports/:source: forgets this person's connection. */
export async function disconnectCreativeImport(source: CreativeImportSource): Promise<void> {
  await apiRequest(`${base}/${source}`, { method: 'DELETE' });
}

/** GET /api/creatives/imports/canva/designs: a page of the person's designs (by relevance to `query`, else newest first). */
export function getCanvaDesigns(query: string, continuation: string | null, signal?: AbortSignal): Promise<CanvaDesignsResponse> {
  const search = new URLSearchParams();
  if (query.trim()) search.set('query', query.trim());
  if (continuation) search.set('continuation', continuation);
  const suffix = search.toString() ? `?${search.toString()}` : '';
  return apiRequest<CanvaDesignsResponse>(`${base}/canva/designs${suffix}`, signal ? { signal } : {});
}

/** POST /api/creatives/imports/canva/import: exports the design and stores it (this takes a while: Canva's export job). */
export async function importCanvaDesign(body: CanvaImportBody): Promise<FileMeta> {
  return (await apiRequest<ImportedFileResponse>(`${base}/canva/import`, { method: 'POST', body })).file;
}

/** GET /api/creatives/imports/drive/files: a page of the files the app may read. */
export function getDriveFiles(pageToken: string | null, signal?: AbortSignal): Promise<DriveFilesResponse> {
  const suffix = pageToken ? `?${new URLSearchParams({ pageToken }).toString()}` : '';
  return apiRequest<DriveFilesResponse>(`${base}/drive/files${suffix}`, signal ? { signal } : {});
}

/** POST /api/creatives/imports/drive/import: `file` is a Drive file id or a pasted Drive/Docs link. */
export async function importDriveFile(file: string): Promise<FileMeta> {
  return (await apiRequest<ImportedFileResponse>(`${base}/drive/import`, { method: 'POST', body: { file } })).file;
}

// ---------------------------------------------------------------- hooks

/** A connection the server dropped (refused by the provider): the status is read again. */
function readStatusAgainOn(queryClient: QueryClient, error: unknown): void {
  if (isApiError(error) && (error.code === 'CREATIVE_IMPORT_NOT_CONNECTED' || error.code === 'CREATIVE_IMPORT_NOT_CONFIGURED')) {
    void queryClient.invalidateQueries({ queryKey: creativeImportsKey });
  }
}

export function useCreativeImports(enabled = true) {
  return useQuery({
    queryKey: creativeImportStatusKey,
    queryFn: ({ signal }) => getCreativeImports(signal),
    enabled,
    staleTime: 30_000,
  });
}

/** Starts connecting and sends the browser to the provider (it comes back to /creatives?import=<source>). */
export function useConnectCreativeImport() {
  return useMutation({
    mutationFn: async (source: CreativeImportSource) => {
      const authorizeUrl = await startCreativeImport(source);
      window.location.assign(authorizeUrl);
    },
  });
}

/** The /canva/callback page's one call; on success the status says Canva is connected. */
export function useFinishCanvaConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishCanvaConnection,
    retry: false,
    onSuccess: (sources) => {
      queryClient.setQueryData(creativeImportStatusKey, sources);
      void queryClient.invalidateQueries({ queryKey: ['creative-imports', 'canva'] });
    },
  });
}

export function useDisconnectCreativeImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCreativeImport,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creativeImportsKey }),
  });
}

/** The person's designs, a page at a time (`fetchNextPage` while `hasNextPage`); only while `enabled` (connected). */
export function useCanvaDesigns(query: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: canvaDesignsKey(query.trim()),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getCanvaDesigns(query, pageParam, signal);
      } catch (error) {
        readStatusAgainOn(queryClient, error);
        throw error;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.continuation,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export function useImportCanvaDesign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importCanvaDesign, onError: (error) => readStatusAgainOn(queryClient, error) });
}

/** The files the app may read in the person's Drive, a page at a time; only while `enabled` (connected). */
export function useDriveFiles(enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: driveFilesKey,
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getDriveFiles(pageParam, signal);
      } catch (error) {
        readStatusAgainOn(queryClient, error);
        throw error;
      }
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextPageToken,
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

export function useImportDriveFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importDriveFile, onError: (error) => readStatusAgainOn(queryClient, error) });
}
