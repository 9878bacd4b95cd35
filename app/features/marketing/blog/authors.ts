import { site } from "#app/config/site";

export interface AuthorProfile {
  /** Where the site presents the author. */
  path: string;
  jobTitle: string;
}

/**
 * Who may sign an article (the `author` of its front matter), and where the
 * site presents them (schema.org author.url). The articles are signed by the
 * specialist the about page presents: SPECIALIST_NAME should be this name
 * (README, "Before launch"). An article by someone new needs a profile here first.
 */
export const authorProfiles: Readonly<Record<string, AuthorProfile>> = {
  "Lucas Andrade": { path: "/sobre-nos#especialista", jobTitle: site.specialist.role },
};
