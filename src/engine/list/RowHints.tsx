import { Tooltip } from '@mui/material';
import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';

/** MUI's tooltip delay on hover; a keyboard focus shows the hint at once, as MUI's does. */
const ENTER_DELAY_MS = 100;

interface Hint {
  anchor: HTMLElement;
  text: string;
}

const hintOf = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest('[data-hint]') as HTMLElement | null) : null;

function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser (or test DOM) without the selector: show the hint on any focus
  }
}

/**
 * One tooltip for all the row buttons of a list: a button says its hint in `data-hint`, and
 * this shows it on hover (mouse or pen) or keyboard focus, anchored to that button.
 *
 * Why not a MUI Tooltip per button: a tooltip is a dozen components (its popper among them)
 * rendered with every row on every page turn, one per button of every row, a noticeable part
 * of a page turn. Buttons keep their own `aria-label`; the hint is what a
 * sighted mouse user reads, as before. A disabled button takes no pointer events, so its hint
 * goes on the span around it, which MUI's tooltips needed too.
 */
export function RowHints({ children }: { children: ReactNode }) {
  const [hint, setHint] = useState<Hint | null>(null);
  const shown = useRef<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const show = (anchor: HTMLElement, delay: number) => {
    window.clearTimeout(timer.current);
    shown.current = anchor;
    const open = () => setHint({ anchor, text: anchor.dataset.hint ?? '' });
    if (delay) timer.current = window.setTimeout(open, delay);
    else open();
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    shown.current = null;
    setHint(null);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onPointerOver = (event: PointerEvent) => {
    const anchor = hintOf(event.target);
    if (event.pointerType === 'touch' || anchor === shown.current) return;
    if (anchor) show(anchor, ENTER_DELAY_MS);
    else if (shown.current) hide();
  };
  const onPointerOut = (event: PointerEvent) => {
    // Moving between a button and the span around it stays on the same hint.
    if (shown.current && hintOf(event.relatedTarget) !== shown.current) hide();
  };
  const onFocus = (event: FocusEvent) => {
    const anchor = hintOf(event.target);
    if (anchor && focusVisible(event.target)) show(anchor, 0);
  };

  return (
    <div style={{ display: 'contents' }} onPointerOver={onPointerOver} onPointerOut={onPointerOut} onFocus={onFocus} onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}>
      {children}
      {hint && (
        <Tooltip open title={hint.text} slotProps={{ popper: { anchorEl: hint.anchor }, tooltip: { sx: { whiteSpace: 'pre-line' } } }}>
          <span hidden />
        </Tooltip>
      )}
    </div>
  );
}
