import { expect, publicPages, test } from "./fixtures";

/**
 * WCAG 1.4.4 and 1.4.10 over every prerendered page (and the live tool pages): at 320 px, and with the
 * text at 200 % (the root font size doubled, as the browser's text-size
 * setting does: every size here is in rem) on two phones and a laptop, no page
 * scrolls sideways, no text is cut off by the box that holds it, and what
 * stays on screen while scrolling leaves the text three quarters of the view.
 * At 200 % no text runs out of its box over its neighbours either (a figure
 * that may not wrap, a word wider than its column). One test per page (publicPages), each at the four sizes.
 *
 * The page is loaded once, at the first size, and taken to the others in place, as a phone turned or a window
 * resized would: what changes with the size is CSS's (media and container queries in rem; the one script that reads
 * the screen's width, the toasts' place, follows it), so a load per size would measure the same layout at four
 * times the cost.
 */
const cases = [
  { name: "320 px", viewport: { width: 320, height: 640 }, textScale: 1 },
  { name: "200 % text at 320 px", viewport: { width: 320, height: 640 }, textScale: 2 },
  { name: "200 % text at 375 px", viewport: { width: 375, height: 740 }, textScale: 2 },
  { name: "200 % text at 1280 px", viewport: { width: 1280, height: 800 }, textScale: 2 },
] as const;

test.describe("no page scrolls sideways or cuts text off at 320 px and at 200 % text", () => {
  for (const path of publicPages) {
    test(path, async ({ sharedPage: page }) => {
      await page.setViewportSize(cases[0].viewport);
      await page.goto(path);
      expect(await page.evaluate(() => window.scrollY), `${path}: opens at its top`).toBe(0);
      for (const { name, viewport, textScale } of cases) {
        await page.setViewportSize(viewport);
        await page.evaluate(async (scale) => {
          // Back to the top, where the last size's check below left the page halfway down.
          window.scrollTo({ top: 0, behavior: "instant" });
          document.documentElement.style.fontSize = `${scale * 100}%`;
          await document.fonts.ready;
          // Buttons (transition-all) grow to the new text size through a transition: measure once it has settled,
          // brought to its end at once (the same final sizes, without waiting out its duration).
          for (const animation of document.getAnimations()) {
            if (animation instanceof CSSTransition) animation.finish();
          }
          // Then a rendering update at the new size: which sections content-visibility skips is decided there (the
          // footer of a short page, shown at 100 %, is skipped once 200 % pushes it far below the screen).
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, textScale);
        // Any transition that started after that (a section laid out late) is waited for.
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
        );
        const { overflow, cut, spilled } = await page.evaluate(
          ({ scale }) => {
            const large = scale > 1;
            const cut: string[] = [];
            const spilled: string[] = [];

            const clipsX = (style: CSSStyleDeclaration) => style.overflowX === "hidden" || style.overflowX === "clip";
            const clipsY = (style: CSSStyleDeclaration) => style.overflowY === "hidden" || style.overflowY === "clip";
            // Nothing moves while the walk reads the page, and every text element looks up its ancestors, which the
            // next one looks up again: what is read of an element is read once.
            const once = <T>(read: (element: Element) => T) => {
              const known = new Map<Element, T>();
              return (element: Element): T => {
                if (!known.has(element)) known.set(element, read(element));
                return known.get(element)!;
              };
            };
            const styleOf = once((element) => getComputedStyle(element));
            // sr-only text (clipped to nothing on purpose) and the 1 px honeypot are not for the eye: a box up to
            // the body that clips to nothing or to a pixel.
            const visuallyHidden: (element: Element) => boolean = once((box) => {
              if (box === document.body || !box.parentElement) return false;
              const style = styleOf(box);
              const hides =
                (clipsX(style) || clipsY(style)) &&
                (style.clipPath.startsWith("inset(50%") ||
                  style.clip.startsWith("rect(0") ||
                  box.clientWidth <= 1 ||
                  box.clientHeight <= 1);
              return hides || visuallyHidden(box.parentElement);
            });
            // What the eye takes for the text's box: the nearest element drawing a border or a background. None
            // inside a scrolling box (a wide table), whose content is reached by scrolling it.
            const drawnBox: (element: Element) => Element | null = once((box) => {
              const style = styleOf(box);
              if (box !== document.documentElement && ["auto", "scroll"].includes(style.overflowX)) return null;
              const border = ["Top", "Right", "Bottom", "Left"].some(
                (side) => style.getPropertyValue(`border-${side.toLowerCase()}-width`) !== "0px",
              );
              const background =
                style.backgroundImage !== "none" ||
                !["transparent", "rgba(0, 0, 0, 0)"].includes(style.backgroundColor);
              if (border || background) return box;
              return box.parentElement ? drawnBox(box.parentElement) : document.documentElement;
            });
            // The room a box that clips leaves its content (null for a box that does not clip).
            const clipOf = once((box) => {
              const style = styleOf(box);
              const [x, y] = [clipsX(style), clipsY(style)];
              if (!x && !y) return null;
              const outer = box.getBoundingClientRect();
              const left = outer.left + box.clientLeft;
              const top = outer.top + box.clientTop;
              return { x, y, left, top, right: left + box.clientWidth, bottom: top + box.clientHeight };
            });
            const describe = (element: Element) => {
              const classes = [...element.classList].slice(0, 4).join(".");
              const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
              return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""} "${text}"`;
            };

            for (const element of document.body.querySelectorAll("*")) {
              const texts = [...element.childNodes].filter(
                (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
              );
              if (texts.length === 0) continue;
              if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
              // The supplier page's sales ticker is a marquee: its strip moves through the window on purpose.
              if (element.closest(".animate-ticker")) continue;
              if (visuallyHidden(element)) continue;
              const style = styleOf(element);

              // Cut off by its own box: more content than room in a box that clips, ellipses or clamps. At normal
              // size the blog cards' excerpts and an article's last crumb are clamped by design (the article and its
              // h1 hold the full text); at 200 % text the clamps lift (container queries in rem).
              const clamped = style.webkitLineClamp !== "none";
              const ownClip = clipsX(style) || clipsY(style) || style.textOverflow === "ellipsis" || clamped;
              if (ownClip && (large || !clamped)) {
                if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
                  cut.push(
                    `${describe(element)}: ${element.scrollWidth}×${element.scrollHeight} px of content in ${element.clientWidth}×${element.clientHeight}`,
                  );
                  continue;
                }
              }

              const lines = texts.flatMap((node) => {
                const range = document.createRange();
                range.selectNodeContents(node);
                return [...range.getClientRects()].filter((rect) => rect.width > 0);
              });

              // Cut off by an ancestor that clips (scrolling boxes, overflow auto, are not cuts: their content can
              // be reached).
              let cutByAncestor = false;
              for (let box = element.parentElement; box && box !== document.documentElement; box = box.parentElement) {
                const clip = clipOf(box);
                if (!clip) continue;
                const { x, y, left, top, right, bottom } = clip;
                const outside = lines.some(
                  (line) =>
                    (x && (line.left < left - 1 || line.right > right + 1)) ||
                    (y && (line.top < top - 1 || line.bottom > bottom + 1)),
                );
                if (outside) {
                  cut.push(`${describe(element)}: cut off by ${describe(box)}`);
                  cutByAncestor = true;
                  break;
                }
              }

              // At 200 %: text may run into a padding, not out of the box the eye sees around it.
              const box = large && !cutByAncestor ? drawnBox(element) : null;
              if (box) {
                const { left, right, top, bottom } = box.getBoundingClientRect();
                // A glyph's box is taller than a tight line (leading-none): a quarter of the font size is not a spill.
                const slack = Math.max(1, parseFloat(style.fontSize) / 4);
                const outside = (line: DOMRect) =>
                  line.left < left - 1 ||
                  line.right > right + 1 ||
                  line.top < top - slack ||
                  line.bottom > bottom + slack;
                if (lines.some(outside)) spilled.push(`${describe(element)}: runs out of ${describe(box)}`);
              }
            }
            return {
              overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              cut,
              spilled,
            };
          },
          { scale: textScale },
        );
        // Halfway down the page, what stays on screen across it while it scrolls (the sticky header, the phone's
        // call-to-action bar; not a side column) leaves the text at least three quarters of the view.
        const pinned = await page.evaluate(async () => {
          window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: "instant" });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          let covered = 0;
          for (const element of document.body.querySelectorAll("*")) {
            const { position, visibility } = getComputedStyle(element);
            if ((position !== "sticky" && position !== "fixed") || visibility === "hidden") continue;
            const { top, bottom, width } = element.getBoundingClientRect();
            if (width < window.innerWidth / 2) continue;
            covered += Math.max(0, Math.min(bottom, window.innerHeight) - Math.max(top, 0));
          }
          return covered / window.innerHeight;
        });
        expect
          .soft(pinned, `${path} at ${name}: ${Math.round(pinned * 100)} % of the view stays put while scrolling`)
          .toBeLessThanOrEqual(0.25);
        expect.soft(overflow, `${path} at ${name}: scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
        expect.soft(cut, `${path} at ${name}: text cut off`).toEqual([]);
        expect.soft(spilled, `${path} at ${name}: text runs out of its box`).toEqual([]);
      }
    });
  }
});
