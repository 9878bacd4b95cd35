import { matchRoutes, type RouteMatch, type RouteObject, type ServerBuild } from "react-router";

/** A build's route as React Router matches it, with the id that names its module in `build.routes`. */
export type RouteNode = RouteObject & { id: string; path?: string };

function children(build: ServerBuild, parentId: string | undefined): RouteNode[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: children(build, route!.id),
    })) as RouteNode[];
}

/** The build's routes as the nested tree React Router matches paths against. */
export function routeTree(build: ServerBuild): RouteNode[] {
  return children(build, undefined);
}

/** The routes a path matches, root first; null when none does. */
export function matchPath(tree: RouteNode[], pathname: string): RouteMatch<string, RouteNode>[] | null {
  return matchRoutes(tree, pathname);
}
