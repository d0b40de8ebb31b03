import { Outlet } from 'react-router';
import { AccessDeniedBoundary } from './access-denied';

/** The back office's pages: a page the API refuses to the caller's role says so instead of waiting. */
export default function BackOfficeLayout() {
  return (
    <AccessDeniedBoundary>
      <Outlet />
    </AccessDeniedBoundary>
  );
}
