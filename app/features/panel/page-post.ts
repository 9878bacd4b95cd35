import type { Navigation } from "react-router";

/**
 * Which of a page's forms a submit button belongs to, as the page's navigation tells them apart: the one posting to
 * `action` (a page beside another route's form), or the one posting `field` = `value` (several forms, one action).
 * Without either, any post from the page (a page with one form).
 */
export type PagePost = { action: string } | { field: string; value: string };

/** Whether the page is posting the form `post` names: its button waits, disabled, with its pending label. */
export function isPosting(
  navigation: Pick<Navigation, "state" | "formMethod" | "formAction" | "formData">,
  post?: PagePost,
): boolean {
  if (navigation.state === "idle") return false;
  if (post === undefined) return navigation.formMethod === "POST";
  if ("action" in post) return navigation.formAction === post.action;
  return navigation.formData?.get(post.field) === post.value;
}
