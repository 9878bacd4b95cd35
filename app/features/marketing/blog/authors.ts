import { site } from "~/config/site";

export interface AuthorProfile {
  /** Where the site presents the author. */
  path: string;
  jobTitle: string;
  sameAs: readonly string[];
}

/**
 * Who may sign an article, and where the site presents them (schema.org
 * author.url). An article by someone new needs their profile here first.
 */
export const authorProfiles: Readonly<Record<string, AuthorProfile>> = {
  [site.specialist.name]: {
    path: "/sobre-nos#especialista",
    jobTitle: site.specialist.role,
    sameAs: [site.specialist.socialUrl],
  },
};
