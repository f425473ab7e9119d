/**
 * `label.control` and `element.labels` as the HTML standard defines them, without jsdom's
 * quadratic walks.
 *
 * jsdom answers `input.labels` by walking the whole document and asking every `<label>` on the
 * way for its `control`, which for `<label for>` walks the document again to find the id. Every
 * `getByLabelText` asks that of each form control and button in its container (and `getByRole`'s
 * accessible names ask it too), so on a whole rendered console one query cost about
 * controls × nodes × labels steps: a single dialog test spent 44 % of its CPU in `control`.
 *
 * Here `control` finds the id through the document's own id index (`getElementById`, the first
 * element in tree order with that id, as the standard asks), and `labels` walks the document's
 * labels once. The answers are the same as jsdom's (tests/support/labels.test.tsx compares them on
 * a rendered screen); only `labels` is a frozen array rather than a live NodeList, which
 * testing-library, dom-accessibility-api and user-event only read the length and items of.
 */

const LABELABLE = [
  HTMLButtonElement,
  HTMLInputElement,
  HTMLMeterElement,
  HTMLOutputElement,
  HTMLProgressElement,
  HTMLSelectElement,
  HTMLTextAreaElement,
];

/** https://html.spec.whatwg.org/multipage/forms.html#category-label */
function isLabelable(element: Element): boolean {
  if (element instanceof HTMLInputElement) return element.type !== 'hidden';
  return LABELABLE.some((type) => element instanceof type);
}

/** Marks our getters, so a second run of this setup in the same window (isolate: false) finds jsdom's own. */
const OURS = Symbol.for('tests/setup/labels');

function getter(prototype: object, name: string): (this: Element) => unknown {
  const get = Object.getOwnPropertyDescriptor(prototype, name)?.get as ((this: Element) => unknown) & { [OURS]?: (this: Element) => unknown };
  if (!get) throw new Error(`jsdom has no ${name} getter to replace: see tests/setup/labels.ts`);
  return get[OURS] ?? get;
}

/** jsdom's own getters, for what the faster ones leave to them and for the test that compares. */
export const jsdomControl = getter(HTMLLabelElement.prototype, 'control') as (this: HTMLLabelElement) => HTMLElement | null;
export const jsdomLabels = new Map(LABELABLE.map((type) => [type.prototype, getter(type.prototype, 'labels')]));

/** https://html.spec.whatwg.org/multipage/forms.html#labeled-control */
function control(this: HTMLLabelElement): HTMLElement | null {
  const forId = this.getAttribute('for');
  const root = this.getRootNode();
  // Without `for` the control is the label's first labelable descendant (a walk of the label
  // alone); outside a document (no id index) jsdom's walk of the tree is as cheap as any.
  if (forId === null || !(root instanceof Document)) return jsdomControl.call(this);
  if (forId === '') return null;
  const target = root.getElementById(forId);
  return target instanceof HTMLElement && isLabelable(target) ? target : null;
}

/** https://html.spec.whatwg.org/multipage/forms.html#dom-lfe-labels */
function labelsOf(this: HTMLElement, own: (this: Element) => unknown): unknown {
  if (!isLabelable(this)) return null;
  const root = this.getRootNode();
  if (!(root instanceof Document)) return own.call(this);
  const labels: HTMLLabelElement[] = [];
  for (const label of root.getElementsByTagName('label')) {
    if (control.call(label as HTMLLabelElement) === this) labels.push(label as HTMLLabelElement);
  }
  return Object.freeze(labels);
}

Object.defineProperty(HTMLLabelElement.prototype, 'control', { configurable: true, enumerable: true, get: Object.assign(control, { [OURS]: jsdomControl }) });
for (const [prototype, own] of jsdomLabels) {
  const labels = function (this: HTMLElement) {
    return labelsOf.call(this, own);
  };
  Object.defineProperty(prototype, 'labels', { configurable: true, enumerable: true, get: Object.assign(labels, { [OURS]: own }) });
}
