/**
 * A video's poster frame, made in the uploader's browser (issue 36: the server checks the video's
 * container and reads its duration and size, but does not decode it): the frame at half a second
 * (or the middle of a shorter video), drawn at most 1280 px on its longest side, as a JPEG file.
 * Null when the browser cannot play the video (the creative then has no preview picture).
 */
export async function posterFrameOf(file: File, timeoutMs = 15_000): Promise<File | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const frame = await new Promise<Blob | null>((resolve) => {
      const timer = window.setTimeout(() => resolve(null), timeoutMs);
      const done = (blob: Blob | null) => {
        window.clearTimeout(timer);
        resolve(blob);
      };
      video.onerror = () => done(null);
      video.onloadedmetadata = () => {
        video.currentTime = Math.min(0.5, (video.duration || 1) / 2);
      };
      video.onseeked = () => {
        const scale = Math.min(1, 1280 / Math.max(video.videoWidth, video.videoHeight, 1));
        const canvas = document.createElement('canvas');
        canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
        canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
        const context = canvas.getContext('2d');
        if (!context) return done(null);
        context.drawImage(video, 0, 0, canvas.width, canvas.height);
        canvas.toBlob((blob) => done(blob), 'image/jpeg', 0.85);
      };
      video.src = url;
    });
    return frame ? new File([frame], `${file.name.replace(/\.[^.]+$/, '')}-poster.jpg`, { type: 'image/jpeg' }) : null;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
