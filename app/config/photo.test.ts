import { describe, expect, it } from "vitest";
import { isPhotoPath, photoFromFiles } from "./photo";

describe("photoFromFiles", () => {
  it("offers only the configured file when nothing sits beside it", () => {
    expect(photoFromFiles("/images/equipe/ana.jpg", ["ana.jpg", "logo.svg"])).toEqual({
      src: "/images/equipe/ana.jpg",
      sources: [],
    });
  });

  it("offers AVIF first, then WebP, with the configured file as the fallback", () => {
    expect(photoFromFiles("/images/equipe/ana.jpg", ["ana.webp", "ana.jpg", "ana.avif", "anabela.avif"])).toEqual({
      src: "/images/equipe/ana.jpg",
      sources: [
        { type: "image/avif", srcSet: "/images/equipe/ana.avif" },
        { type: "image/webp", srcSet: "/images/equipe/ana.webp" },
      ],
    });
  });

  it("lists width variants by width, for each format, fallback included", () => {
    const photo = photoFromFiles("/images/ana.jpg", [
      "ana.jpg",
      "ana-960w.avif",
      "ana-480w.avif",
      "ana-480w.webp",
      "ana-480w.jpg",
      "ana-960w.jpg",
    ]);
    expect(photo).toEqual({
      src: "/images/ana.jpg",
      srcSet: "/images/ana-480w.jpg 480w, /images/ana-960w.jpg 960w",
      sources: [
        { type: "image/avif", srcSet: "/images/ana-480w.avif 480w, /images/ana-960w.avif 960w" },
        { type: "image/webp", srcSet: "/images/ana-480w.webp 480w" },
      ],
    });
  });

  it("does not repeat the configured format as a source", () => {
    expect(photoFromFiles("/ana.webp", ["ana.webp", "ana.avif"]).sources).toEqual([
      { type: "image/avif", srcSet: "/ana.avif" },
    ]);
  });
});

describe("isPhotoPath", () => {
  it.each(["/images/equipe/ana.jpg", "/ana.JPEG", "/a/b-c/foto_1.png", "/x.webp", "/x.avif"])("accepts %s", (path) => {
    expect(isPhotoPath(path)).toBe(true);
  });

  it.each(["images/ana.jpg", "/ana.svg", "/ana.gif", "https://cdn.example/ana.jpg", "/../ana.jpg", "/a b.jpg"])(
    "refuses %s",
    (path) => {
      expect(isPhotoPath(path)).toBe(false);
    },
  );
});
