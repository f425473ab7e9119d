import CameraIcon from '@mui/icons-material/PhotoCamera';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isBarcode, normaliseBarcode, scanTarget } from '../../domain/barcodes';
import { isBlank } from '../../domain/validation';
import { offeredByBackend } from '../../engine/features';
import { useNotice } from '../../engine/notices';
import type { Product } from '../products';

const t = (key: string) => `resources.bills.scan.${key}`;

// The camera's dialog, and the decoder it may load, come only when a phone asks for them.
const CameraScanDialog = lazy(() => import('./CameraScanDialog'));

/**
 * Puts the product with this barcode on the bill: its line's quantity goes up by one when it is
 * already a line, else it fills the first line with no product yet, or a new line, as picking it
 * would (the product's price as the billed price, its stock for the quantity's check). Answers
 * the product, or undefined for a code no product has. Only the form changes: the bill is sent
 * as before.
 */
function useAddScanned() {
  const { getValues, setValue } = useFormContext();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  return async (code: string): Promise<Product | undefined> => {
    const { data } = await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { barcode: code },
    });
    const product = data[0] as Product | undefined;
    if (!product) return undefined;
    keepForTheLinePicker(queryClient, product);
    const lines = (getValues('products') ?? []) as Record<string, unknown>[];
    const { line, raise } = scanTarget(lines, String(product.id));
    const options = { shouldDirty: true, shouldValidate: true };
    if (raise) {
      setValue(`products.${line}.quantity`, (Number(lines[line].quantity) || 0) + 1, options);
      return product;
    }
    const picked = { productId: product.id, sellingPrice: product.sellingPrice, billedPrice: product.sellingPrice, available: product.quantity };
    if (line < lines.length) {
      // A line already there keeps its inputs: each value is set in place, as the picker sets them.
      for (const [field, value] of Object.entries(picked)) setValue(`products.${line}.${field}`, value, options);
      if (isBlank(lines[line].quantity)) setValue(`products.${line}.quantity`, 1, options);
    } else {
      setValue('products', [...lines, { ...picked, quantity: 1 }], options);
    }
    return product;
  };
}

/**
 * The product just read, where the line's product picker looks for it (react-admin's keys for one
 * record and for the picker's read of its chosen id, as react-admin's own list reads fill them):
 * the picker shows its name at once instead of reading the product a second time, a round trip
 * the person at the counter would wait for. The picker takes it as fresh for as long as a list
 * page (BillCreateDialog's `staleTime`); a bill written marks it stale, as every products read.
 */
function keepForTheLinePicker(queryClient: QueryClient, product: Product) {
  const id = String(product.id);
  queryClient.setQueryData(['products', 'getOne', { id, meta: undefined }], product);
  queryClient.setQueryData(['products', 'getMany', { ids: [id], meta: undefined }], [product]);
}

/**
 * Create Bill's scan box (our server's `barcodes`, issue 47). It holds the focus when the dialog
 * opens, so a USB scanner, which types the code and Enter, adds its product without the mouse;
 * Enter here never saves the bill. A code no product has is said under the box and in a notice,
 * and changes nothing. On a phone, the camera button reads a code the same way.
 */
export function BarcodeScan() {
  if (!offeredByBackend({ feature: 'barcodes' })) return null;
  return <ScanBox />;
}

/**
 * A key typed while the focus is on no field of the dialog (a button just pressed, the dialog
 * itself) goes to the scan box, and the focus with it, so a scanner's code after a click still
 * lands there. Typing in a field stays in it; Space still presses a button.
 */
function useTypingLandsInBox(box: { current: HTMLInputElement | null }, type: (key: string) => void) {
  const typed = useRef(type);
  typed.current = type;
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (!box.current || !target || event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (!box.current.closest('[role="dialog"]')?.contains(target)) return;
      event.preventDefault();
      typed.current(event.key);
      box.current.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [box]);
}

/** A camera this browser lets a page use (a phone, a laptop's), for the camera button. */
const cameraAvailable = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

function ScanBox() {
  const translate = useTranslate();
  const notice = useNotice();
  const addScanned = useAddScanned();
  const [code, setCode] = useState('');
  const [unknown, setUnknown] = useState<string>();
  const [camera, setCamera] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  useTypingLandsInBox(box, (key) => setCode((typed) => typed + key));

  // Scans one after another: a second scan of a new product, made while the first is looked
  // up, finds the line the first added and raises it, instead of adding the product twice.
  const queue = useRef(Promise.resolve());
  const scan = (typed: string) => {
    const wanted = normaliseBarcode(typed);
    setCode('');
    if (!wanted) return;
    queue.current = queue.current.then(async () => {
      try {
        const product = isBarcode(wanted) ? await addScanned(wanted) : undefined;
        setUnknown(product ? undefined : wanted);
        if (!product) notice.warning(translate(t('unknown'), { code: wanted }));
      } catch {
        notice.error(t('lookupFailed'));
      }
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    scan(code);
  };

  return (
    <>
      <TextField
        inputRef={box}
        autoFocus
        size="small"
        fullWidth
        label={translate(t('label'))}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
        error={unknown !== undefined}
        helperText={unknown !== undefined ? translate(t('unknown'), { code: unknown }) : translate(t('helper'))}
        slotProps={{
          htmlInput: { autoComplete: 'off', inputMode: 'text', 'data-testid': 'barcode-scan' },
          input: {
            endAdornment: cameraAvailable() && (
              <InputAdornment position="end">
                <Tooltip title={translate(t('camera'))}>
                  <IconButton aria-label={translate(t('camera'))} onClick={() => setCamera(true)} edge="end">
                    <CameraIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      {camera && (
        <Suspense fallback={null}>
          <CameraScanDialog
            onClose={() => {
              setCamera(false);
              box.current?.focus();
            }}
            onCode={(read) => {
              setCamera(false);
              scan(read);
              box.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
