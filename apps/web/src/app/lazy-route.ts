import type { LazyRouteFunction, RouteObject } from 'react-router';

type RouteModule = () => Promise<RouteObject>;

const registered = new Set<RouteModule>();

/**
 * A leaf route whose screen is fetched on first visit (the router's `lazy`): the path stays in the
 * route table so it matches at once, the component and loader arrive with the screen's chunk.
 */
export function lazyRoute(match: { path: string } | { index: true }, load: RouteModule): RouteObject {
  registered.add(load);
  const lazy: LazyRouteFunction<RouteObject> = async () => {
    // What matches (path, index, children) stays in the table; middleware must be known up front.
    const {
      path: _path,
      index: _index,
      children: _children,
      id: _id,
      lazy: _lazy,
      caseSensitive: _caseSensitive,
      middleware: _middleware,
      ...screen
    } = await load();
    return screen;
  };
  return 'index' in match ? { index: true, lazy } : { path: match.path, lazy };
}

/** Fetches every lazy route's screen now (tests, which would otherwise wait on the first render). */
export async function loadLazyRoutes(): Promise<void> {
  await Promise.all([...registered].map((load) => load()));
}
