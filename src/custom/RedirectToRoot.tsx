import { Navigate } from 'react-router-dom';

/** Spec §2: any other path redirects to the root. */
export function RedirectToRoot() {
  return <Navigate to="/" replace />;
}
