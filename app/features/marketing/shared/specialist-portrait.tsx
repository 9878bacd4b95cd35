import { useId } from "react";
import { initials } from "~/config/business-text";
import { site } from "~/config/site";
import { useBusiness } from "~/config/use-business";

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
  const { photo, name } = specialist;
  if (!photo) return <PortraitArtwork monogram={initials(name ?? site.brand)} className={className} />;
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

/** Decorative: the name it stands for is written beside it wherever it appears. */
function PortraitArtwork({ monogram, className }: { monogram: string; className?: string }) {
  const id = useId();
  const background = `${id}-fundo`;
  const figure = `${id}-figura`;
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
      <defs>
        <linearGradient id={background} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3b4bd0" />
          <stop offset="1" stopColor="#141a4d" />
        </linearGradient>
        <linearGradient id={figure} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.22" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.04" />
        </linearGradient>
      </defs>
      <rect width="480" height="600" fill={`url(#${background})`} />
      <path
        d="M0 150h480M0 270h480M0 390h480M0 510h480M90 0v600M210 0v600M330 0v600M450 0v600"
        stroke="#ffffff"
        strokeOpacity="0.06"
        strokeWidth="2"
      />
      <path
        d="M24 460 L120 404 L196 428 L300 316 L380 338 L456 236"
        fill="none"
        stroke="#b5e61d"
        strokeOpacity="0.55"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M64 600 C74 486 150 436 240 436 C330 436 406 486 416 600 Z" fill={`url(#${figure})`} />
      <circle cx="240" cy="270" r="110" fill="#2a36a3" />
      <circle cx="240" cy="270" r="110" fill={`url(#${figure})`} />
      <circle cx="240" cy="270" r="122" fill="none" stroke="#b5e61d" strokeWidth="4" />
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
