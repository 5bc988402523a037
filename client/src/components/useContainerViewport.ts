// A list's width and the part of it on screen, followed through resizes and scrolling (one update per frame): what
// the virtual grids need to render only the rows near the viewport.
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

export interface ContainerViewport {
  /** The container's inner width; 0 until measured. */
  width: number;
  /** How far the window has scrolled past the container's top (negative while it is below the top). */
  top: number;
  height: number;
}

export function useContainerViewport(container: RefObject<HTMLElement | null>): ContainerViewport {
  const [width, setWidth] = useState(0);
  const [viewport, setViewport] = useState({
    top: 0,
    height: typeof window === 'undefined' ? 800 : window.innerHeight,
  });

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = container.current;
      if (!element) return;
      const top = -element.getBoundingClientRect().top;
      setViewport((current) =>
        Math.abs(current.top - top) < 1 && current.height === window.innerHeight
          ? current
          : { top, height: window.innerHeight },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [container]);

  return { width, ...viewport };
}
