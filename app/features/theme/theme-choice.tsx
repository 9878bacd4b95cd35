import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "~/lib/utils";
import type { Theme } from "./theme-script";
import { useTheme } from "./theme";

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Claro", Icon: Sun },
  { value: "dark", label: "Escuro", Icon: Moon },
  { value: "system", label: "Sistema", Icon: Monitor },
];

/** Light / dark / system as a native radio group (no JavaScript library needed). */
export function ThemeChoice({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className={cn("inline-flex items-center gap-2", className)}>
      <legend className="sr-only">Tema</legend>
      <span aria-hidden="true" className="hidden text-sm font-medium sm:inline">
        Tema
      </span>
      <div className="inline-flex rounded-md border bg-card p-0.5">
        {options.map(({ value, label, Icon }) => (
          <label
            key={value}
            className="inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded px-2 text-sm font-medium text-muted-foreground has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
          >
            <input
              type="radio"
              name="tema"
              value={value}
              checked={theme === value}
              onChange={() => setTheme(value)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
