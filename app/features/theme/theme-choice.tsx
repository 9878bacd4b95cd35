import { Icon, type IconName } from "#app/components/ui/icon";
import { cn } from "#app/lib/utils";
import type { Theme } from "./theme";
import { ThemeForm } from "./theme-form";
import { useTheme } from "./theme-provider";

const options: { value: Theme; label: string; icon: IconName }[] = [
  { value: "light", label: "Claro", icon: "sun" },
  { value: "dark", label: "Escuro", icon: "moon" },
  { value: "system", label: "Sistema", icon: "monitor" },
];

/** Light / dark / system: three buttons, the current one pressed. */
export function ThemeChoice({ className }: { className?: string }) {
  const { theme } = useTheme();
  return (
    <ThemeForm className={cn("inline-flex flex-wrap items-center gap-2", className)}>
      <span id="tema-rotulo" className="text-sm font-medium">
        Tema
      </span>
      <div role="group" aria-labelledby="tema-rotulo" className="inline-flex flex-wrap rounded-md border bg-card p-0.5">
        {options.map(({ value, label, icon }) => (
          <button
            key={value}
            type="submit"
            name="tema"
            value={value}
            aria-pressed={theme === value}
            className="inline-flex min-h-9 items-center gap-1.5 rounded px-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring aria-pressed:bg-secondary aria-pressed:text-secondary-foreground"
          >
            <Icon name={icon} className="size-4" />
            {label}
          </button>
        ))}
      </div>
    </ThemeForm>
  );
}
