import { DOCUMENT_MIN_KB } from '@harta/contracts/schemas/registration-documents';
import { BYTES_PER_KB } from '@harta/contracts/validators';

/** The front camera as a stream (getUserMedia); rejects when there is none or the user refuses. */
export async function openFrontCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('camera-unavailable');
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 960 } },
    audio: false,
  });
}

export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

export interface Frame {
  blob: Blob;
  url: string;
  fileName: string;
}

/**
 * One still of the video. A real camera frame is far above the 20 KB minimum as a JPEG; a very flat picture
 * (a covered lens, a test camera) may not be, so the encoder steps up to full quality, then PNG.
 */
export async function captureFrame(video: HTMLVideoElement, name: string): Promise<Frame> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  const min = DOCUMENT_MIN_KB * BYTES_PER_KB;
  let blob = await toBlob(canvas, 'image/jpeg', 0.92);
  let ext = 'jpg';
  if (!blob || blob.size < min) blob = await toBlob(canvas, 'image/jpeg', 1);
  if (!blob || blob.size < min) {
    blob = await toBlob(canvas, 'image/png');
    ext = 'png';
  }
  if (!blob) throw new Error('capture-failed');
  return { blob, url: URL.createObjectURL(blob), fileName: `${name}.${ext}` };
}
