import { useEffect } from 'react';
import { type NavigateFunction, type RouteObject, useNavigate, useRoutes } from 'react-router';

interface AreaRoutesProps {
  routes: RouteObject[];
  /** Hands the router's navigate to code outside React (the lost-session redirect in mount-area). */
  onNavigate?: (navigate: NavigateFunction) => void;
}

/**
 * An area's route table under the declarative router (`<BrowserRouter>` in the browser,
 * `<StaticRouter>` when prerendering): about half the bytes of the data router, whose loaders,
 * actions and fetchers no page uses (decision 081). Route errors are caught by
 * `RouteErrorBoundary`, placed in the route table where `errorElement` was.
 */
export function AreaRoutes({ routes, onNavigate }: AreaRoutesProps) {
  const navigate = useNavigate();
  useEffect(() => onNavigate?.(navigate), [navigate, onNavigate]);
  return useRoutes(routes);
}
