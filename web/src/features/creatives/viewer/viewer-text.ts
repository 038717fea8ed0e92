import { useTranslation } from 'react-i18next';
import type texts from '../../../locales/nl/creatives.json';

/** Every leaf key of an object of texts as a dotted path. */
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}` }[keyof T & string];

/** A key of the viewer's texts (the `viewer` object of `locales/{nl,en}/creatives.json`), for lists of labels. */
export type ViewerTextKey = Leaves<(typeof texts)['viewer']>;

/** The viewer's texts: the `viewer` part of the lazy `creatives` namespace (the screens showing the viewer load it). */
export function useViewerText() {
  return useTranslation('creatives', { keyPrefix: 'viewer' }).t;
}
