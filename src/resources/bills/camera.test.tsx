import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBill, buildCustomer, buildProduct, staffUser, type BillRecord } from '../../../tests/support/builders';
import { fakeResourceApi } from '../../../tests/support/fakeResourceApi';
import { renderScreen } from '../../../tests/support/renderApp';
import { setupApi } from '../../../tests/support/server';
import { customers } from '../customers';
import { products } from '../products';
import { bills } from '.';

/**
 * Create Bill's camera button (issue 47, our server's `barcodes`): the browser's BarcodeDetector
 * where it has one, else ZXing's decoder, loaded then. The camera and both decoders are fakes here.
 */

const zxing = vi.hoisted(() => ({ loaded: 0, code: '' }));
vi.mock('@zxing/browser', () => {
  zxing.loaded += 1;
  return {
    BrowserMultiFormatReader: class {
      async decodeFromStream(_stream: unknown, _video: unknown, found: (result: { getText: () => string } | undefined) => void) {
        setTimeout(() => found({ getText: () => zxing.code }), 400);
        return { stop: () => undefined };
      }
    },
  };
});

const api = setupApi();
vi.setConfig({ testTimeout: 60_000 });
const kasun = buildCustomer({ firstName: 'Kasun', lastName: 'Perera' });
const remote = buildProduct({ name: 'Dialog TV Remote', quantity: 40, sellingPrice: 1200, barcode: '2000001000014' });
const stopped = vi.fn();
const camera = { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopped }] })) };

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  stopped.mockClear();
});

async function scanWithCamera() {
  Object.defineProperty(navigator, 'mediaDevices', { value: camera, configurable: true });
  api.use(...fakeResourceApi(bills.routes!, [] as BillRecord[], (body) => ({ ...buildBill(kasun, []), ...body }) as BillRecord).handlers);
  api.use(...fakeResourceApi(customers.routes!, [kasun], buildCustomer).handlers, ...fakeResourceApi(products.routes!, [remote], buildProduct).handlers);
  renderScreen({ user: staffUser, path: '/bills', features: ['barcodes'] });
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Create Bill' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Bill' });
  await user.click(within(dialog).getByRole('button', { name: 'Scan with the camera' }));
  expect(await screen.findByRole('dialog', { name: 'Scan a barcode' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan a barcode' })).not.toBeInTheDocument());
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Product' })).toHaveValue('Dialog TV Remote'));
  expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
  expect(stopped).toHaveBeenCalled();
}

describe('the camera in Create Bill', () => {
  it("reads a code with the browser's BarcodeDetector where there is one, and adds its product", async () => {
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        static getSupportedFormats = async () => ['ean_13', 'qr_code'];
        looks = 0;
        // Nothing in the first frames, then the code, as a camera finds its focus.
        async detect() {
          this.looks += 1;
          return this.looks < 3 ? [] : [{ rawValue: '2000001000014' }];
        }
      },
    );
    await scanWithCamera();
    expect(zxing.loaded).toBe(0);
  });

  it('loads ZXing where the browser has no BarcodeDetector, and adds the product it reads', async () => {
    zxing.code = '2000001000014';
    await scanWithCamera();
    expect(zxing.loaded).toBe(1);
  });
});
