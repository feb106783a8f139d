import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rendered block size (height in horizontal writing) of an element, in whole CSS px, kept
 * current while it resizes (a wrapped label, a larger font, a second line in the footer). 0 while
 * the element is absent or where `ResizeObserver` is missing.
 */
export function useBlockSize(target: RefObject<HTMLElement | null>, present: boolean): number {
  const [size, setSize] = useState(0);
  useLayoutEffect(() => {
    const element = target.current;
    if (!present || !element) {
      setSize(0);
      return;
    }
    const measure = () => setSize(Math.ceil(element.getBoundingClientRect().height));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, present]);
  return size;
}
