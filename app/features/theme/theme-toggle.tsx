import { Icon } from "#app/components/ui/icon";
import { buttonVariants } from "#app/components/ui/button";
import { ThemeForm } from "./theme-form";

const toggleClass = buttonVariants({ variant: "ghost", size: "icon" });

/**
 * Header shortcut between light and dark (the footer also offers "Sistema").
 * CSS shows the button for the other theme, so it is right before any script
 * runs and when the system setting decides.
 */
export function ThemeToggle() {
  return (
    <ThemeForm className="contents">
      <span className="contents dark:hidden">
        <button type="submit" name="tema" value="dark" aria-label="Usar tema escuro" className={toggleClass}>
          <Icon name="moon" className="size-5" />
        </button>
      </span>
      <span className="hidden dark:contents">
        <button type="submit" name="tema" value="light" aria-label="Usar tema claro" className={toggleClass}>
          <Icon name="sun" className="size-5" />
        </button>
      </span>
    </ThemeForm>
  );
}
