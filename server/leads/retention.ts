/** Leads are kept up to 2 years after they arrive (privacy policy); older ones are purged daily. */
export function retentionCutoff(now: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - 2);
  return cutoff.getTime();
}
