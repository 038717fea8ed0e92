/**
 * The tus `Upload-Metadata` header (issue 35): `key base64value,key base64value`. Parsed by us
 * before tus sees it, so hostile input answers 400 FILE_METADATA_INVALID, never 500: a bounded
 * header, at most 16 pairs, keys of letters, digits, `-` and `_`, values valid UTF-8 without
 * control characters, a file name of at most 255 characters and parameters of at most 200.
 */
import { fileUploadLimits } from '../../../common/schemas/files.js';
import { AppError } from '../../lib/errors.js';

export interface UploadMetadata {
  filename: string;
  purpose: string;
  /** The purpose's parameters: every other key (but `filetype`, the browser's guess, ignored). */
  params: Record<string, string>;
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const invalid = () => new AppError('FILE_METADATA_INVALID');

function decode(value: string): string {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalid();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'base64'));
  } catch {
    throw invalid();
  }
  if (controlCharacters.test(text) || loneSurrogate.test(text)) throw invalid();
  return text.normalize('NFC');
}

/** The base name a person gave the file: no folders, trimmed, never empty. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()!.trim();
  return base === '' || base === '.' || base === '..' ? 'bestand' : base;
}

export function parseUploadMetadata(header: string | string[] | undefined): UploadMetadata {
  if (typeof header !== 'string' || header.length === 0 || header.length > fileUploadLimits.metadataChars) throw invalid();
  const pairs = header.split(',');
  if (pairs.length > fileUploadLimits.metadataPairs) throw invalid();
  const values = new Map<string, string>();
  for (const pair of pairs) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[A-Za-z0-9_-]{1,40}$/.test(key) || values.has(key)) throw invalid();
    values.set(key, decode(value));
  }
  const filename = values.get('filename');
  const purpose = values.get('purpose');
  if (!filename || !purpose || filename.length > fileUploadLimits.nameChars) throw invalid();
  const params: Record<string, string> = {};
  for (const [key, value] of values) {
    if (key === 'filename' || key === 'purpose' || key === 'filetype') continue;
    if (value.length > fileUploadLimits.paramChars) throw invalid();
    params[key] = value;
  }
  return { filename: cleanFileName(filename), purpose, params };
}
