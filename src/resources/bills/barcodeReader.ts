/**
 * Reads barcodes from a camera's video (issue 47): the browser's own BarcodeDetector where it
 * has one (Chrome on Android), else ZXing's decoder (`@zxing/browser`, a maintained port),
 * loaded only then, so no screen's JavaScript carries it.
 */

/** The formats a shop's goods carry: retail EAN/UPC, and Code 128 for its own codes. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39'];

/** How often the native detector looks at a frame. */
const FRAME_MS = 200;

interface DetectedBarcode {
  rawValue: string;
}
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type NativeDetectorClass = new (options: { formats: string[] }) => NativeDetector;

/** The browser's BarcodeDetector, when it has one that reads at least one of our formats. */
async function nativeDetector(): Promise<NativeDetector | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: NativeDetectorClass & { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
  if (!Detector) return undefined;
  const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? FORMATS;
  const formats = FORMATS.filter((format) => supported.includes(format));
  return formats.length ? new Detector({ formats }) : undefined;
}

/**
 * Shows `stream` in `video` and calls `onCode` with each code read, until the returned stop is
 * called (which leaves the stream to its owner).
 */
export async function readBarcodes(stream: MediaStream, video: HTMLVideoElement, onCode: (code: string) => void): Promise<() => void> {
  const native = await nativeDetector();
  if (native) {
    video.srcObject = stream;
    try {
      await video.play();
    } catch {
      // Autoplay refused: the muted, inline video shows the stream anyway.
    }
    let running = true;
    const look = async () => {
      if (!running) return;
      const found = await native.detect(video).catch(() => []);
      if (found[0]?.rawValue) onCode(found[0].rawValue);
      if (running) setTimeout(look, FRAME_MS);
    };
    void look();
    return () => {
      running = false;
    };
  }
  const { BrowserMultiFormatReader } = await import('@zxing/browser');
  const reader = new BrowserMultiFormatReader();
  const controls = await reader.decodeFromStream(stream, video, (result) => {
    if (result) onCode(result.getText());
  });
  return () => controls.stop();
}
