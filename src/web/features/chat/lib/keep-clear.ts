import { useEffect, useState, type RefObject } from 'react';

/** A page's primary actions (the shared <Button>'s default variant): Generate, Submit, Complete Today's Study… */
export const PRIMARY_ACTIONS = 'button[data-variant="primary"]';

export type Box = Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left' | 'width' | 'height'>;

/** Whether two boxes touch or come within `margin` px of each other (the round button's shadow). */
export function boxesMeet(a: Box, b: Box, margin = 4): boolean {
  return a.left < b.right + margin && b.left < a.right + margin && a.top < b.bottom + margin && b.top < a.bottom + margin;
}

/** Whether the floating button would sit on any of these (shown) buttons; a hidden one has no size. */
export function coversAny(floating: Box, buttons: Box[]): boolean {
  return buttons.some((b) => b.width > 0 && b.height > 0 && boxesMeet(floating, b));
}

/**
 * True while a primary button of the page lies under the floating element (scrolled there, or a full-width button
 * on a phone): the element steps aside then, so it never covers the action a candidate came to press. Checked once
 * per frame on scroll, resize and page changes; the element keeps its box while hidden, so the check stays stable.
 */
export function useKeepClearOfPrimaryActions(element: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = element.current;
      if (!own) return;
      const buttons = [...document.querySelectorAll(PRIMARY_ACTIONS)].map((b) => b.getBoundingClientRect());
      // a focused button stays (a keyboard user, or focus given back when the panel closes, must see where it is)
      setBlocked(document.activeElement !== own && coversAny(own.getBoundingClientRect(), buttons));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    document.addEventListener('focusin', schedule);
    document.addEventListener('focusout', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'style', 'hidden'] });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      document.removeEventListener('focusin', schedule);
      document.removeEventListener('focusout', schedule);
      observer.disconnect();
    };
  }, [element, active]);
  return active && blocked;
}
