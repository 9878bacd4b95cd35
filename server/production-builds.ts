/**
 * Run in each thread before anything imports React, which picks its build when
 * first imported (docs/decisions/037): NODE_ENV is "production" unless set, as
 * `node build/node/main.js` alone used to serve pages with React's development
 * build (twice the render time). React Router 8's package resolves its
 * production build by itself unless Node runs with the `development`
 * condition: the resolve hook React Router 7 needed is gone (decision 058,
 * guarded by production-builds.test.ts).
 */
export function selectProductionBuilds(): void {
  process.env.NODE_ENV ??= "production";
}
