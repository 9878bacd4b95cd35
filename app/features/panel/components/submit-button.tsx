import type { ComponentProps, ReactNode } from "react";
import { useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { isPosting, type PagePost } from "../page-post";

/**
 * A panel form's submit button: disabled while its post is under way, saying so with `pendingLabel` ("Salvando…")
 * when it has one. It waits on its `fetcher` (a form saved without leaving the page), else on the page's own post
 * that `post` names. Without JavaScript nothing is pending: the browser posts the form as any other.
 */
export function SubmitButton({
  fetcher,
  post,
  pendingLabel,
  icon,
  children,
  ...props
}: Omit<ComponentProps<typeof Button>, "type" | "disabled"> & {
  fetcher?: { state: "idle" | "loading" | "submitting" };
  post?: PagePost;
  pendingLabel?: string;
  /** Shown before the label, pending or not. */
  icon?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = fetcher ? fetcher.state !== "idle" : isPosting(navigation, post);
  return (
    <Button type="submit" disabled={pending} {...props}>
      {icon}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
