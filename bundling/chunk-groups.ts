import { resolve, sep } from "node:path";

/**
 * How the browser build groups modules into files (decision 021): Rolldown's documented
 * `output.codeSplitting.groups`, fed with the project's own lists of what belongs to each group.
 *
 * Left alone, the bundler makes one file per distinct set of routes that share a module: 130 files, up to 57
 * on one page, most under 1 KB, each a request (six at a time over HTTP/1.1) and a module to register before
 * hydration. Every page loads the root route, so whatever the root reaches costs no page anything extra in one
 * "shell" file, and React and React Router make one "framework" file. The form controls make one "form-kit"
 * file and the pieces every tool page shares one "tool-kit" file; the frame of nine calculators makes
 * "calculator-kit". The marketing pieces and the lead forms' surroundings make "marketing-kit" and "lead-kit"
 * (the home page went from 20 files to 14); "blog-kit" keeps the blog list at 10. Groups rank shell over form-kit over the kits, so a module is claimed by the file the
 * most pages need anyway. What only some routes use keeps the default grouping.
 *
 * Kits name files and folders, not patterns: `chunk-groups.test.ts` fails when one of them no longer exists,
 * so a renamed module cannot silently drop out of its group and add requests to every page.
 */

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/** A group's members: source files, and folders (every module below them). Paths from the project's root. */
export interface Kit {
  files?: readonly string[];
  folders?: readonly string[];
}

/** React and React Router, with what React Router brings: one file every page with script loads. */
export const frameworkPackages = [
  "react",
  "react-dom",
  "scheduler",
  "react-router",
  "cookie",
  "set-cookie-parser",
  "turbo-stream",
] as const;

export const kits = {
  /** Page meta helpers every page with script uses: they ride in the shell. */
  shellExtras: { files: ["app/features/seo/seo.ts"] },
  /** pt-BR numbers: the calculators and the marketing figures, not the blog or the lead forms. */
  numbers: { files: ["app/lib/numbers.ts"] },
  /** Form controls, shared by the lead forms and the tools. */
  formKit: {
    files: [
      "app/components/ui/input.tsx",
      "app/components/ui/label.tsx",
      "app/components/ui/textarea.tsx",
      "app/components/ui/alert.tsx",
      "app/components/ui/field-error.tsx",
      "app/components/ui/native-select.tsx",
      "app/components/ui/native-radio.tsx",
      "app/components/ui/native-checkbox.tsx",
      "app/components/ui/native-range.tsx",
      "app/components/ui/progress-bar.tsx",
    ],
  },
  /** What every tool page uses and no other page does: its frame, form, result and share pieces. */
  toolKit: {
    folders: ["app/features/tools/components"],
    files: [
      "app/features/tools/tool-layout.tsx",
      "app/features/tools/tool-meta.ts",
      "app/features/tools/form-fields.ts",
    ],
  },
  /**
   * The calculator frame (its columns, form card, result column and result tile): nine calculators share it, and
   * the other tool pages (a checklist, a phrase book, a lookup) would carry it for nothing inside the tool kit.
   * Its files sit in the tool kit's folder, which leaves them out. The submit button stays in the tool kit: the tip
   * and travel cost calculators use it without the frame.
   */
  calculatorKit: {
    files: [
      "app/features/tools/components/calculator.tsx",
      "app/features/tools/components/calculator-form.tsx",
      "app/features/tools/components/calculator-result.tsx",
      "app/features/tools/components/result-tile.tsx",
    ],
  },
  /**
   * Marketing page pieces: headings, figures (the tiles and the agency's numbers they show), artwork, the
   * specialist's portrait and the phone CTA bar.
   */
  marketingKit: {
    files: [
      "app/content/figures.ts",
      "app/features/marketing/shared/section-heading.tsx",
      "app/features/marketing/shared/stat-tile.tsx",
      "app/features/marketing/shared/artwork.tsx",
      "app/features/marketing/shared/specialist-portrait.tsx",
      "app/features/layout/mobile-cta-bar.tsx",
    ],
  },
  /**
   * What the lead forms (not the blog newsletter) share: the controls their definitions render to, the ads consent
   * box, the privacy note, the success panel, the WhatsApp toast. Each page's own form definition stays with its form.
   * The field and consent modules made files of their own on the home page (each small file compresses on its own).
   */
  leadKit: {
    files: [
      "app/features/leads/components/lead-fields.tsx",
      "app/features/leads/components/form-fields.tsx",
      "app/features/leads/components/ads-consent-field.tsx",
      "app/features/leads/ads-consent.ts",
      "app/features/leads/components/privacy-note.tsx",
      "app/features/leads/components/success-panel.tsx",
      "app/features/leads/components/whatsapp-toast.ts",
    ],
  },
  /**
   * The blog list's cards and the long dates they write. Pages without script (articles, the privacy policy, the
   * events calendar) share them, which would otherwise split them into two more files for the blog list to load.
   */
  blogKit: { files: ["app/features/marketing/blog/post-card.tsx", "app/lib/dates.ts"] },
} as const satisfies Record<string, Kit>;

function kitTest(kit: Kit, root: string): (id: string) => boolean {
  const files = new Set((kit.files ?? []).map((file) => resolve(root, file)));
  const folders = (kit.folders ?? []).map((folder) => resolve(root, folder) + sep);
  return (id) => files.has(id) || folders.some((folder) => id.startsWith(folder));
}

const frameworkPattern = new RegExp(`node_modules[\\\\/](${frameworkPackages.join("|")})[\\\\/]`);

/** The groups for `build.rolldownOptions.output.codeSplitting.groups` of the browser build. */
export function clientChunkGroups(root = process.cwd()) {
  const rootRoute = resolve(root, "app/root.tsx");
  const inShellExtras = kitTest(kits.shellExtras, root);
  const inToolKit = kitTest(kits.toolKit, root);
  const inCalculatorKit = kitTest(kits.calculatorKit, root);
  let shellModules: Set<string> | undefined;
  const reachableFromRoot = (graph: ModuleGraph): Set<string> => {
    const seen = new Set<string>();
    const pending = [rootRoute];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };

  return [
    { name: "framework", test: frameworkPattern, priority: 4 },
    // Its own file: inside the tool kit it would bring the whole kit to the home page.
    { name: "numbers", test: kitTest(kits.numbers, root), priority: 3 },
    // Below the shell, so a module both reach stays in the shell every page loads anyway.
    { name: "form-kit", test: kitTest(kits.formKit, root), priority: 2 },
    { name: "tool-kit", test: (id: string) => inToolKit(id) && !inCalculatorKit(id), priority: 1 },
    // Below the tool kit: a group takes the modules its own import, and those the tool kit must keep.
    { name: "calculator-kit", test: inCalculatorKit, priority: 0 },
    { name: "marketing-kit", test: kitTest(kits.marketingKit, root), priority: 1 },
    { name: "lead-kit", test: kitTest(kits.leadKit, root), priority: 1 },
    { name: "blog-kit", test: kitTest(kits.blogKit, root), priority: 1 },
    {
      // A name given by a function needs a label of its own in Rolldown's timing report (it warns otherwise).
      debugName: "shell",
      name: (id: string, graph: ModuleGraph) => {
        shellModules ??= reachableFromRoot(graph);
        const inShell = shellModules.has(id) || inShellExtras(id);
        return inShell && !graph.getModuleInfo(id)?.isEntry ? "shell" : null;
      },
      priority: 3,
    },
  ];
}
