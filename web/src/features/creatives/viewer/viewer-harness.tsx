import { ToggleButton, ToggleButtonGroup } from '@heroui/react';
import { type ChangeEvent, type Key, useEffect, useMemo, useState } from 'react';
import { creativeMediaOf } from '../../../../../common/creative-constants';
import { AnnotationToolbar } from './annotation-toolbar';
import { CompareView } from './compare-view';
import { drawAdVersion, makePdfBytes, randomAnnotations } from './harness-data';
import { MediaView } from './media-view';
import { useViewerText } from './viewer-text';
import type { AnnotationTool, MediaAnnotation, NewAnnotation, ViewerMedia } from './viewer-types';

type Source = 'image' | 'pdf' | 'file';

/**
 * A developer's page for the viewer without the API (not in the router): an image or a PDF with
 * 300 generated annotations (or `annotationCount`) (or a file of one's own), the annotation tools, and two generated
 * versions compared. Mount it anywhere that has the app's styles and i18next.
 */
export function ViewerHarness({ annotationCount = 300 }: { annotationCount?: number }) {
  const t = useViewerText();
  const [versions] = useState(() => ({ older: drawAdVersion(1, 900, 600), newer: drawAdVersion(2, 1200, 800) }));
  const [pdfs] = useState(() => ({ older: makePdfBytes(1), newer: makePdfBytes(2) }));
  const [compareSource, setCompareSource] = useState<'image' | 'pdf'>('image');
  const [file, setFile] = useState<{ url: string; media: ViewerMedia } | null>(null);
  const [source, setSource] = useState<Source>('image');
  const [tool, setTool] = useState<AnnotationTool>('none');
  const [annotations, setAnnotations] = useState<MediaAnnotation[]>(() => randomAnnotations(annotationCount));
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // Only the annotations whose selection changed become new objects: the others' shapes are not drawn again.
  const shown = useMemo(
    () =>
      annotations.map((annotation) =>
        (annotation.id === selectedId) === (annotation.selected ?? false) ? annotation : { ...annotation, selected: !annotation.selected },
      ),
    [annotations, selectedId],
  );
  const selected = shown.find((annotation) => annotation.selected);

  const media: ViewerMedia | null =
    source === 'image'
      ? { kind: 'image', src: versions.newer, alt: t('harness.newer'), width: 1200, height: 800 }
      : source === 'pdf'
        ? { kind: 'pdf', src: 'harness:pdf', label: t('harness.pdf'), data: pdfs.newer }
        : (file?.media ?? null);

  const onCreate = (annotation: NewAnnotation) => {
    const id = `new-${annotations.length + 1}`;
    setAnnotations((previous) => [...previous, { id, number: previous.length + 1, ...annotation }]);
    setSelectedId(id);
  };

  // A picked file: an image or a video by a blob: URL (a video's is refused where the CSP applies: media-src is 'self'), a PDF by its bytes.
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    const kind = chosen ? creativeMediaOf(chosen.type) : null;
    if (!chosen || !kind) return;
    if (file) URL.revokeObjectURL(file.url);
    const url = URL.createObjectURL(chosen);
    const media: ViewerMedia =
      kind === 'image'
        ? { kind, src: url, alt: chosen.name }
        : kind === 'video'
          ? { kind, src: url, label: chosen.name }
          : { kind, src: url, label: chosen.name, data: new Uint8Array(await chosen.arrayBuffer()) };
    setFile({ url, media });
  };
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 p-4 text-foreground">
      <h1 className="text-xl font-semibold">{t('harness.title')}</h1>
      <section className="flex flex-col gap-3" aria-labelledby="harness-media">
        <h2 id="harness-media" className="text-lg font-medium">
          {t('harness.media')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <ToggleButtonGroup
            aria-label={t('harness.media')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[source]}
            onSelectionChange={(keys: Set<Key>) => {
              const [next] = [...keys];
              if (next !== undefined) setSource(String(next) as Source);
            }}
            size="sm"
          >
            <ToggleButton id="image">{t('harness.image')}</ToggleButton>
            <ToggleButton id="pdf">{t('harness.pdf')}</ToggleButton>
            <ToggleButton id="file">{t('harness.file')}</ToggleButton>
          </ToggleButtonGroup>
          {source === 'file' ? (
            <label className="flex flex-col gap-1 text-sm">
              {t('harness.chooseFile')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif,video/mp4,video/quicktime,application/pdf"
                onChange={(event) => void onFile(event)}
              />
            </label>
          ) : null}
          <AnnotationToolbar tool={tool} onToolChange={setTool} />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {t('harness.count', { count: annotations.length })}
          {selected ? ` · ${t('harness.selected', { number: selected.number })}` : ''}
        </p>
        {media ? <MediaView media={media} annotations={shown} tool={tool} onSelect={setSelectedId} onCreate={onCreate} /> : null}
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="harness-compare">
        <h2 id="harness-compare" className="text-lg font-medium">
          {t('harness.compare')}
        </h2>
        <ToggleButtonGroup
          aria-label={t('harness.compareSource')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[compareSource]}
          onSelectionChange={(keys: Set<Key>) => {
            const [next] = [...keys];
            if (next !== undefined) setCompareSource(next === 'pdf' ? 'pdf' : 'image');
          }}
          size="sm"
          className="w-fit"
        >
          <ToggleButton id="image">{t('harness.image')}</ToggleButton>
          <ToggleButton id="pdf">{t('harness.pdf')}</ToggleButton>
        </ToggleButtonGroup>
        {compareSource === 'image' ? (
          <CompareView
            older={{ kind: 'image', src: versions.older, label: t('harness.older') }}
            newer={{ kind: 'image', src: versions.newer, label: t('harness.newer') }}
          />
        ) : (
          <CompareView
            older={{ kind: 'pdf', src: 'harness:pdf-1', page: 1, data: pdfs.older, label: t('harness.older') }}
            newer={{ kind: 'pdf', src: 'harness:pdf-2', page: 1, data: pdfs.newer, label: t('harness.newer') }}
          />
        )}
      </section>
    </div>
  );
}
