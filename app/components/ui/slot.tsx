import { cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { cn } from "#app/lib/utils";

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };

/**
 * shadcn/ui's `asChild`: renders its only child with these props merged in,
 * classes joined. The site passes styling and data attributes this way (a
 * Link styled as a button), never event handlers, so the child's own props
 * simply win on a clash; Radix's Slot composes handlers, at a cost in script
 * on every page.
 */
export function Slot({ children, className, ...props }: SlotProps) {
  if (!isValidElement<SlotProps>(children)) return null;
  return cloneElement(children, { ...props, ...children.props, className: cn(className, children.props.className) });
}
