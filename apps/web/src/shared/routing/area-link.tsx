import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { areaUrl } from './area-url.ts';
import { type AreaTarget, useArea } from './area-context.tsx';
import { buildPath, type PathParams } from './build-path.ts';

interface AreaLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: AreaTarget;
  params: PathParams;
  children: ReactNode;
}

/** A router link inside the current area, a plain link (full page load) into another one. */
export function AreaLink({ to: target, params, children, ...rest }: AreaLinkProps) {
  const { area } = useArea();
  const path = buildPath(target.path, params);
  if (target.area === area) {
    return (
      <Link to={path} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={areaUrl(target.area, path)} {...rest}>
      {children}
    </a>
  );
}
