import { useBusiness } from "#app/config/use-business";

/**
 * Every portrait is drawn in a 4:5 box (the size real photos should have:
 * README, "Before launch"); object-cover crops any other shape instead of
 * stretching it, and width/height reserve the space before it loads.
 */
export const PORTRAIT_SIZE = { width: 480, height: 600 } as const;

interface SpecialistPortraitProps {
  /** How wide the portrait is drawn, for the browser to choose among the photo's widths (<img sizes>). */
  sizes: string;
  /** The hero's portrait: loads first, at high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * The specialist's photo when one is configured (SPECIALIST_PHOTO, with its
 * AVIF/WebP versions and widths), else an artwork in the brand's colours: a
 * monogram over an abstract portrait, never a stand-in face.
 */
export function SpecialistPortrait({ sizes, priority = false, className }: SpecialistPortraitProps) {
  const { specialist } = useBusiness();
  const { photo, name, monogram } = specialist;
  if (!photo) return <PortraitArtwork monogram={monogram} className={className} />;
  return (
    <picture>
      {photo.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.src}
        srcSet={photo.srcSet}
        sizes={photo.srcSet ? sizes : undefined}
        alt={name ? `Foto de ${name}` : "Foto do especialista em tráfego pago"}
        width={PORTRAIT_SIZE.width}
        height={PORTRAIT_SIZE.height}
        {...(priority ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * Decorative: the name it stands for is written beside it wherever it appears.
 * The drawing is a static file (cached, no script); only the monogram is drawn here.
 */
function PortraitArtwork({ monogram, className }: { monogram: string; className?: string }) {
  return (
    <svg
      viewBox={`0 0 ${PORTRAIT_SIZE.width} ${PORTRAIT_SIZE.height}`}
      width={PORTRAIT_SIZE.width}
      height={PORTRAIT_SIZE.height}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-slot="portrait-artwork"
      className={className}
    >
      <image href="/images/retrato-arte.svg" width={PORTRAIT_SIZE.width} height={PORTRAIT_SIZE.height} />
      <text
        x="240"
        y="270"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontSize="104"
        fontWeight="800"
        letterSpacing="-2"
        className="font-heading"
      >
        {monogram}
      </text>
    </svg>
  );
}
