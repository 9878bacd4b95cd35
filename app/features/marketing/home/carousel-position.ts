/**
 * Where a scroll-snap carousel stands and where its buttons take it, from
 * measurements alone (pure: the component measures, this decides). Slides
 * are equally wide; `perView` of them fit in the viewport.
 */
export interface CarouselGeometry {
  slideCount: number;
  perView: number;
}

/** The last slide that can stand first in the viewport. */
export function lastStart({ slideCount, perView }: CarouselGeometry): number {
  return Math.max(0, slideCount - perView);
}

/** The slide standing first at this scroll offset. */
export function indexAt(scrollLeft: number, slideWidth: number, geometry: CarouselGeometry): number {
  if (slideWidth <= 0) return 0;
  return Math.min(lastStart(geometry), Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** "Next" loops: from the last position back to the first slide. */
export function nextIndex(current: number, geometry: CarouselGeometry): number {
  return current >= lastStart(geometry) ? 0 : current + 1;
}

/** "Previous" loops: from the first slide to the last position. */
export function previousIndex(current: number, geometry: CarouselGeometry): number {
  return current <= 0 ? lastStart(geometry) : current - 1;
}

/** A dot names a slide; the farthest the strip can go is where the last ones stand together. */
export function dotTarget(slide: number, geometry: CarouselGeometry): number {
  return Math.min(slide, lastStart(geometry));
}
