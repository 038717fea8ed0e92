import { useEffect, useRef, useState } from 'react';
import { creativeExtensions, creativeMediaValues } from '../../../../../common/creative-constants';
import type { CreativeImportSource } from '../../../../../common/schemas/creative-imports';
import { extensionOf, type FileMeta } from '../../../../../common/schemas/files';
import { startUpload, type RunningUpload } from '../../files/api/upload-file';
import { posterFrameOf } from './poster-frame';

/** The purpose the server registers for creatives (server/features/creatives/files-bridge.ts). */
export const creativeUploadPurpose = 'creative';

/** What the drop zone shows of a file: a browser `File` is one, and so is a file the server already stores. */
export type ChosenFile = Pick<File, 'name' | 'size' | 'type'>;

/**
 * The stored file, ready to attach: uploaded from this browser (`source` null), or imported from
 * Canva or Google Drive (stored by the server already, without a poster frame).
 */
export interface StoredCreativeFile {
  phase: 'done';
  file: ChosenFile;
  fileId: string;
  posterFileId: string | null;
  source: CreativeImportSource | null;
}

export type CreativeUploadState =
  { phase: 'idle' } | { phase: 'uploading'; file: File; progress: number } | StoredCreativeFile | { phase: 'error'; file: File | null; code: string };

const acceptedExtensions = creativeMediaValues.flatMap((media) => creativeExtensions[media]);

/** The `accept` of the file picker: images, MP4/MOV video and PDF (never SVG). */
export const creativeAccept = acceptedExtensions.map((ext) => `.${ext}`).join(',');

function upload(file: File, running: { current: RunningUpload | null }, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    running.current = startUpload(
      file,
      { purpose: creativeUploadPurpose, params: {} },
      { onProgress, onSuccess: (meta) => resolve(meta.id), onError: (code) => reject(new Error(code)) },
    );
  });
}

/**
 * One creative file through tus (resumable): an early check of its kind by name (the server sniffs
 * the bytes), for a video first its poster frame (made here, uploaded as a small image), then the
 * file with its progress. Choosing another file or closing cancels what is still running.
 */
export function useCreativeUpload(initial: StoredCreativeFile | null = null) {
  const [state, setState] = useState<CreativeUploadState>(initial ?? { phase: 'idle' });
  const running = useRef<RunningUpload | null>(null);
  const generation = useRef(0);

  useEffect(
    () => () => {
      generation.current += 1;
      void running.current?.cancel();
    },
    [],
  );

  const choose = async (file: File) => {
    generation.current += 1;
    const mine = generation.current;
    void running.current?.cancel();
    if (!acceptedExtensions.includes(extensionOf(file.name))) return setState({ phase: 'error', file, code: 'FILE_TYPE_REFUSED' });
    if (file.size === 0) return setState({ phase: 'error', file, code: 'FILE_EMPTY' });
    setState({ phase: 'uploading', file, progress: 0 });
    try {
      const isVideo = creativeExtensions.video.includes(extensionOf(file.name));
      const poster = isVideo ? await posterFrameOf(file) : null;
      const posterFileId = poster ? await upload(poster, running, () => {}) : null;
      const fileId = await upload(file, running, (progress) => {
        if (generation.current === mine) setState({ phase: 'uploading', file, progress });
      });
      if (generation.current === mine) setState({ phase: 'done', file, fileId, posterFileId, source: null });
    } catch (error) {
      if (generation.current === mine) setState({ phase: 'error', file, code: error instanceof Error ? error.message : 'FILE_UPLOAD_FAILED' });
    }
  };

  const clear = () => {
    generation.current += 1;
    void running.current?.cancel();
    setState({ phase: 'idle' });
  };

  /** A file the server already stores (an import, or one put back after coming back from Canva or Google): nothing to upload. */
  const adopt = (stored: StoredCreativeFile) => {
    generation.current += 1;
    void running.current?.cancel();
    setState(stored);
  };

  return { state, choose, clear, adopt };
}

/** An import's answer (the stored, unattached file) as the upload's done state. */
export function importedFile(meta: FileMeta, source: CreativeImportSource): StoredCreativeFile {
  return { phase: 'done', file: { name: meta.name, size: meta.size, type: meta.mimeType }, fileId: meta.id, posterFileId: null, source };
}
