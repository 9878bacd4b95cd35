import type { AccountsOptions } from "./account-queries";
import { MemberPasswords } from "./member-passwords";
import { Members } from "./members";
import { PasswordLinks } from "./password-links";
import { Sessions } from "./sessions";
import { SignIn } from "./sign-in";

/** The panel's account services wired together, as the server and the CLI use them. */
export function createTeamAccounts(options: AccountsOptions) {
  const sessions = new Sessions(options);
  const passwordLinks = new PasswordLinks(options, sessions);
  const members = new Members(options, passwordLinks);
  return {
    members,
    passwordLinks,
    passwords: new MemberPasswords(options, members),
    sessions,
    signIn: new SignIn(options, members, sessions),
  };
}

export type TeamAccounts = ReturnType<typeof createTeamAccounts>;
