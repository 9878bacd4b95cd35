import { formatLongDateTime, relativeTime } from "../time";

/**
 * "há 5 min", with the exact time on hover (title) and for screen readers,
 * which read the full date instead of the short words. `now` comes from the
 * loader, so the server's render and the browser's hydration agree.
 */
export function RelativeTime({ time, now, className }: { time: number; now: number; className?: string }) {
  const exact = formatLongDateTime(time);
  return (
    <time dateTime={new Date(time).toISOString()} title={exact} className={className}>
      <span aria-hidden="true">{relativeTime(time, now)}</span>
      <span className="sr-only">{exact}</span>
    </time>
  );
}
