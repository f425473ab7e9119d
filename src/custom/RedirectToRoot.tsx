import { Navigate } from 'react-router-dom';

/** product.md §2: any other path redirects to the root. */
export function RedirectToRoot() {
  return <Navigate to="/" replace />;
}
