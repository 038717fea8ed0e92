import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formLimits } from '../../../../../common/forms/form-schema';
import { type FieldOf, type FieldProps } from '../renderer/field-types';
import { FileFieldView } from '../renderer/fields/file-field';
import { useAdBrief } from './ad-brief-context';
import { creativeImageTypes, creativeProblem, creativeVideoTypes, misfitPlacements } from './ad-rules';

/** The pixel size of an image or a video, read in the browser (null when it cannot be read). */
function readMediaSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  const done = (size: { width: number; height: number } | null) => {
    URL.revokeObjectURL(url);
    return size;
  };
  return new Promise((resolve) => {
    if (file.type.startsWith('video/')) {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () => resolve(done(video.videoWidth ? { width: video.videoWidth, height: video.videoHeight } : null));
      video.onerror = () => resolve(done(null));
      video.src = url;
    } else {
      const image = new Image();
      image.onload = () => resolve(done({ width: image.naturalWidth, height: image.naturalHeight }));
      image.onerror = () => resolve(done(null));
      image.src = url;
    }
  });
}

/** A file's type as the browser names it; an empty type from the name (a .mov often comes without). */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const name = file.name.toLowerCase();
  if (name.endsWith('.mov')) return 'video/quicktime';
  if (name.endsWith('.mp4')) return 'video/mp4';
  if (name.endsWith('.png')) return 'image/png';
  if (/\.jpe?g$/.test(name)) return 'image/jpeg';
  return '';
}

/**
 * Creative uploads through the host's file slot, with a check in the browser before the upload
 * starts (JPG/PNG ≤ 30 MB and ≥ 600 px wide; MP4/MOV) and a warning — never a refusal — when a
 * creative's ratio does not fit the placements chosen in the brief.
 */
export function AdCreativesView(props: FieldProps<FieldOf<'ad_creatives'>>) {
  const { t } = useTranslation('formFill');
  const { placements } = useAdBrief();
  const [warnings, setWarnings] = useState<Record<string, string>>({});

  const checkFile = useCallback(
    async (file: File): Promise<string | null> => {
      const type = typeOf(file);
      const isKnown = (creativeImageTypes as readonly string[]).includes(type) || (creativeVideoTypes as readonly string[]).includes(type);
      const size = isKnown ? await readMediaSize(file) : null;
      const problem = creativeProblem({ type, size: file.size, width: size?.width ?? null });
      if (problem === 'type') return t('ad.creatives.type');
      if (problem === 'too_large') return t('ad.creatives.tooLarge', { size: formLimits.adImageMb });
      if (problem === 'too_small') return t('ad.creatives.tooSmall', { width: size?.width ?? 0, min: formLimits.adImageMinWidth });
      if (size) {
        const misfits = misfitPlacements(size.width, size.height, placements);
        setWarnings((current) => {
          const next = { ...current };
          if (misfits.length > 0) {
            next[file.name] = t('ad.creatives.ratio', {
              name: file.name,
              size: `${size.width} × ${size.height}`,
              placements: misfits.map((placement) => t(`ad.placements.${placement}`)).join(', '),
            });
          } else delete next[file.name];
          return next;
        });
      }
      return null;
    },
    [placements, t],
  );

  const warningText = Object.values(warnings).join(' ');
  const hint =
    placements.length > 0
      ? t('ad.creatives.forPlacements', { placements: placements.map((p) => t(`ad.placements.${p}`)).join(', ') })
      : t('ad.creatives.noPlacements');
  return <FileFieldView {...props} checkFile={checkFile} description={warningText ? `${hint} ${warningText}` : hint} />;
}
