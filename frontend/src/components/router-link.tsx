import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import { Link as FluentLink } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router';

interface RouterLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: AriaAttributes['aria-current'];
  /** Called after an in-app navigation (e.g. to close the menu it came from). */
  onNavigate?: () => void;
}

/** A Fluent-styled link that navigates inside the app without a page reload (middle-click still opens a tab). */
export function RouterLink({ to, children, className, onNavigate, ...aria }: RouterLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <FluentLink
      as="a"
      href={href}
      className={className}
      {...aria}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        handleClick(event);
        if (event.defaultPrevented) onNavigate?.();
      }}
    >
      {children}
    </FluentLink>
  );
}
